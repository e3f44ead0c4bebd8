import { useId, useState } from 'react';
import { LANDING_DEFAULT_FILTER_CATEGORY_IDS } from '@sift/contracts';
import { Button } from '@sift/ui';
import type { DemoCategory, DemoWork } from '../landing-data/landing-data';
import { describe, summarize } from './demo-summary';

/**
 * 000 §2.1: a demo of filters on three works from the catalogue. The viewer switches filter categories, starting from
 * the landing defaults (6, 7, 16, 18), and sees what Sift would cut or mute in each work, from its real tag set.
 */
export function FilterDemo({ categories, works }: { categories: readonly DemoCategory[]; works: readonly DemoWork[] }) {
  const headingId = useId();
  const [enabled, setEnabled] = useState<ReadonlySet<number>>(() => new Set(LANDING_DEFAULT_FILTER_CATEGORY_IDS));
  const toggle = (id: number) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section className="mk-section mk-demo" aria-labelledby={headingId}>
      <h2 id={headingId}>Try it: pick what to filter</h2>
      <p className="mk-section__lead">Switch categories on and off and see what Sift would cut or mute in these titles.</p>
      <div className="mk-demo__choices" role="group" aria-label="Filter categories">
        {categories.map((category) => (
          <Button
            key={category.id}
            size="sm"
            variant={enabled.has(category.id) ? 'primary' : 'secondary'}
            aria-pressed={enabled.has(category.id)}
            onClick={() => toggle(category.id)}
          >
            {category.title}
          </Button>
        ))}
      </div>
      <ul className="mk-demo__works">
        {works.map((work) => {
          const summary = summarize(work, enabled);
          return (
            <li key={work.slug} className="mk-demo__work" data-work={work.slug}>
              <img className="mk-demo__poster" src={work.poster_url} alt="" width={80} height={120} loading="lazy" decoding="async" />
              <div className="mk-demo__body">
                <h3 className="mk-demo__title">{work.title}</h3>
                <p className="mk-demo__meta">
                  {[work.year, work.rating].filter(Boolean).join(' · ')}
                </p>
                <p className="mk-demo__result" aria-live="polite">
                  {describe(summary)}
                </p>
                <div className="mk-demo__timeline" aria-hidden="true">
                  {summary.marks.map((mark, i) => (
                    <span
                      key={i}
                      className={`mk-demo__mark mk-demo__mark--${mark.kind}`}
                      style={{ left: `${mark.left}%`, width: `${mark.width}%` }}
                    />
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mk-demo__legend" aria-hidden="true">
        <span className="mk-demo__key mk-demo__key--cut" /> cut <span className="mk-demo__key mk-demo__key--mute" /> muted
      </p>
    </section>
  );
}
