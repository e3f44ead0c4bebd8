import { MAINTENANCE_RETRY, MAINTENANCE_TITLE, SUPPORT_EMAIL } from '@sift/contracts';

/** The route-load failure notice of 000 §8, shown in the failing area only. */
export function Maintenance({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="maintenance" role="alert" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{MAINTENANCE_TITLE}</h1>
      <p>Something went wrong while loading this page. Please try again in a moment.</p>
      <p className="maintenance__actions">
        <a
          href="#retry"
          className="button"
          onClick={(event) => {
            event.preventDefault();
            onRetry();
          }}
        >
          {MAINTENANCE_RETRY}
        </a>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </section>
  );
}
