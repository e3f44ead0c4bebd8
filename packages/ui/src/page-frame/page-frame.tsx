import { useContext, useEffect, useId, type ReactNode } from 'react';
import { PRODUCT_NAME, SETUP_STEPS, WIZARD_STEPS } from '@sift/contracts';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { PageRouteContext } from './page-route-context';

export interface PageFrameProps {
  /** The page's own title; default the route's title. Heading and document title both use it. */
  title?: string;
  /** The page's meta description (search results, link previews); default the route's description. */
  description?: string;
  /** Keep the h1 for assistive technology only (pages whose hero shows the title as an image). */
  hideHeading?: boolean;
  /** A WizardHeader to show above the heading; without one, wizard pages show "Step n of N". */
  wizardHeader?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const STEP_TOTALS = { signup: WIZARD_STEPS, setup: SETUP_STEPS } as const;

function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (description === undefined) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/**
 * The frame of every page: the `main` landmark named by the page's h1, `document.title` as "{title} | {product}",
 * the meta description, the route's name and wizard step as data attributes.
 */
export function PageFrame({ title, description, hideHeading = false, wizardHeader, children, className }: PageFrameProps) {
  const def = useContext(PageRouteContext);
  const headingId = useId();
  const heading = title ?? def?.title;
  if (heading === undefined) throw new Error('PageFrame needs a title, or a PageRouteContext to take it from.');

  useEffect(() => {
    document.title = `${heading} | ${PRODUCT_NAME}`;
  }, [heading]);
  useMetaDescription(description ?? def?.description);

  const wizard = def?.wizard;
  const stepTotal = wizard === 'signup' || wizard === 'setup' ? STEP_TOTALS[wizard] : undefined;
  const h1 = (
    <h1 id={headingId} className="ui-page__title">
      {heading}
    </h1>
  );
  return (
    <main
      className={classNames('ui-page', def && `ui-page--${def.name}`, className)}
      aria-labelledby={headingId}
      data-route={def?.name}
      data-wizard={wizard}
      data-step={def?.step}
    >
      {wizardHeader}
      <header className="ui-page__header">
        {!wizardHeader && def?.step !== undefined && stepTotal !== undefined && (
          <p className="ui-page__step">
            Step {def.step} of {stepTotal}
          </p>
        )}
        {hideHeading ? <VisuallyHidden asChild>{h1}</VisuallyHidden> : h1}
      </header>
      {children}
    </main>
  );
}
