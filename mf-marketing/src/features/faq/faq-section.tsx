import { useId } from 'react';
import { Accordion } from '@sift/ui';
import type { LandingData } from '../landing-data/landing-data';

/** 000 §2.1, §2.9: the FAQ from `faqs`; each item opens and closes on its own. */
export function FaqSection({ faqs }: { faqs: LandingData['faqs'] }) {
  const headingId = useId();
  return (
    <section className="mk-section mk-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>Questions and answers</h2>
      <Accordion items={faqs.map((faq) => ({ value: faq.slug, title: faq.question, content: <p>{faq.answer}</p> }))} />
    </section>
  );
}
