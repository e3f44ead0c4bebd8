import type { ReactNode } from 'react';
import { buttonClassName, SkeletonGroup, TextSkeleton, type ButtonVariant } from '@sift/ui';

/**
 * The /account sections that wait for an answer (002 §2.3): the id and text of each one's heading, the same in the
 * section and in its loading state, so the page reads the same while it loads and in its pre-rendered document.
 */
export const ACCOUNT_SECTIONS = {
  plan: { id: 'plan-heading', title: 'Subscription plan' },
  accountInfo: { id: 'account-info-heading', title: 'Account and billing info' },
  card: { id: 'billing-card-heading', title: 'Billing card' },
  credits: { id: 'credits-heading', title: 'Credits' },
  filters: { id: 'filters-heading', title: 'Default filters' },
  parental: { id: 'parental-heading', title: 'Parental controls' },
  history: { id: 'billing-history-heading', title: 'Billing history' },
} as const;

export type AccountSectionName = keyof typeof ACCOUNT_SECTIONS;

export function SectionHeading({ section }: { section: AccountSectionName }) {
  const { id, title } = ACCOUNT_SECTIONS[section];
  return (
    <h2 id={id} className="ac-section__title">
      {title}
    </h2>
  );
}

/**
 * The class of a section: while `loading`, it keeps the height it has once loaded in the usual case (account.css,
 * docs/decisions/0146), so nothing under it moves when its answer arrives.
 */
export const sectionClass = (section: AccountSectionName, loading: boolean, ...more: string[]) =>
  ['card ac-section', `ac-section--${section}`, loading && 'ac-section--loading', ...more].filter(Boolean).join(' ');

/**
 * The usual content of a waiting section, laid out as it will be but unreadable: its words show as grey bars
 * (`Ghost.Text`, account.css), so the section is as tall as it will be at every width. Hidden from assistive
 * technology: the section's loading status speaks for it.
 */
export function Ghost({ children }: { children: ReactNode }) {
  return (
    <div className="ac-ghost" aria-hidden="true">
      {children}
    </div>
  );
}

/** Words of a ghost: a grey bar per line they take. */
Ghost.Text = function GhostText({ children }: { children: ReactNode }) {
  return <span className="ac-ghost__text">{children}</span>;
};

/** A button or a link of a ghost: the same box as the real one, its words a grey bar when it is a link. */
Ghost.Button = function GhostButton({ variant = 'primary', children }: { variant?: ButtonVariant; children: ReactNode }) {
  return <span className={buttonClassName({ variant })}>{variant === 'link' ? <Ghost.Text>{children}</Ghost.Text> : children}</span>;
};

/** A section whose answer has not come yet: its heading and placeholders (three lines unless given). */
export function LoadingSection({ section, children }: { section: AccountSectionName; children?: ReactNode }) {
  return (
    <section className={sectionClass(section, true)} aria-labelledby={ACCOUNT_SECTIONS[section].id}>
      <SectionHeading section={section} />
      <SkeletonGroup>{children ?? <TextSkeleton lines={3} />}</SkeletonGroup>
    </section>
  );
}
