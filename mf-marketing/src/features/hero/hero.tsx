import type { ReactNode } from 'react';
import { FILTERED_SHOWS_CLAIM } from '@sift/contracts';

export interface HeroProps {
  /** The page's title, shown large; the page's h1 (visually hidden) says the same for assistive technology. */
  title: string;
  lead: ReactNode;
  /** The sign-up buttons. */
  actions: ReactNode;
  /** A line above the actions: the promo's deal message on partner pages. */
  deal?: ReactNode;
  /** What the hero shows beside its words (posters, collections, steps). */
  children?: ReactNode;
  /** Shows the claim of 000 §1 ("filters for over 20,000 shows"). */
  claim?: boolean;
}

export const filtersClaim = () => `Filters for over ${FILTERED_SHOWS_CLAIM.toLocaleString('en-US')} shows and movies`;

/** The first thing a visitor sees: big words, what Sift does, and the way in. */
export function Hero({ title, lead, actions, deal, children, claim = true }: HeroProps) {
  return (
    <section className="mk-hero" aria-label="Introduction">
      <div className="mk-hero__words">
        {claim && <p className="mk-hero__claim">{filtersClaim()}</p>}
        <p className="mk-hero__title" aria-hidden="true">
          {title}
        </p>
        <p className="mk-hero__lead">{lead}</p>
        {deal}
        <div className="mk-hero__actions">{actions}</div>
      </div>
      {children && <div className="mk-hero__aside">{children}</div>}
    </section>
  );
}
