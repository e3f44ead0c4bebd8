import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { PageFrame } from '@sift/ui';

/** When a legal text last changed. */
export const LEGAL_UPDATED = 'October 1, 2025';

const INFO_LINKS = [
  { name: 'about', label: 'About us' },
  { name: 'jobs', label: 'Jobs' },
  { name: 'terms', label: 'Terms of use' },
  { name: 'privacy', label: 'Privacy policy' },
  { name: 'californiaPrivacy', label: 'California privacy notice' },
] as const;

/** 000 §2.4: an info page: its text, readable on a phone, and the way to the other info pages. */
export function InfoPage({ intro, updated, children }: { intro?: ReactNode; updated?: string; children: ReactNode }) {
  return (
    <PageFrame className="mk-info">
      {updated && <p className="mk-info__updated">Last updated {updated}</p>}
      {intro && <div className="mk-info__intro">{intro}</div>}
      <article className="mk-info__text">{children}</article>
      <nav className="mk-info__more" aria-label="More about Sift">
        <ul>
          {INFO_LINKS.map((link) => (
            <li key={link.name}>
              <Link to={href(link.name)}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
