import { useId } from 'react';
import { MAINTENANCE_RETRY, MAINTENANCE_TITLE, SUPPORT_EMAIL } from '@sift/contracts';
import { classNames } from '../class-names';
import { Button } from '../button/button';

export interface MaintenanceProps {
  /** What "Try again" does (reload the remote, the page or the site). */
  onRetry: () => void;
  /** Where the retry link points without script or in a new tab; default the current address. */
  retryHref?: string;
  /** Fill the screen (the site could not start) instead of the failing area only. */
  fullScreen?: boolean;
}

/** The route-load failure notice of 000 §8: 'Sorry! It's not you. It's us.' with a retry link and the support e-mail. */
export function Maintenance({ onRetry, retryHref, fullScreen = false }: MaintenanceProps) {
  const titleId = useId();
  return (
    <section
      className={classNames('ui-maintenance', fullScreen && 'ui-maintenance--full-screen')}
      role="alert"
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className="ui-maintenance__title">
        {MAINTENANCE_TITLE}
      </h1>
      <p>Something went wrong while loading this page. Please try again in a moment.</p>
      <p className="ui-maintenance__actions">
        <Button asChild>
          <a
            href={retryHref ?? (typeof window === 'undefined' ? '' : window.location.href)}
            onClick={(event) => {
              event.preventDefault();
              onRetry();
            }}
          >
            {MAINTENANCE_RETRY}
          </a>
        </Button>
        <a className="ui-maintenance__support" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
      </p>
    </section>
  );
}
