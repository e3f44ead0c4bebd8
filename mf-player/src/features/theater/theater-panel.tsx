import { useEffect, useRef, type ReactNode } from 'react';
import {
  checkYourServiceAccount,
  CLOSE,
  CONTACT_SUPPORT,
  EXTENSION_INSTALL_URL,
  HELP_CENTER_URL,
  INSTALL_EXTENSION,
  PRODUCT_NAME,
  rememberMeLabel,
  theaterUnexpectedError,
  TOO_MANY_STREAMS,
  TRY_AGAIN,
  UNEXPECTED_ERROR,
  VERIFICATION_REQUIRED,
  verificationSteps,
  type PlaybackError,
  type StreamingService,
} from '@sift/contracts';
import { Button } from '@sift/ui';

export type ServiceInfo = Pick<StreamingService, 'name' | 'slug' | 'log_in_link'>;

/** What went wrong, for the panel: a verification answer, or the event socket's 409. */
export type TheaterProblem =
  | { kind: 'refused'; status: number; error: PlaybackError | null }
  | { kind: 'too-many-streams' }
  | { kind: 'message'; title: string; message: string };

/** Error names the server sends (playback-access.ts); any other gets a contact-support link (001 §8). */
const KNOWN_ERRORS = new Set([
  'missing_credentials',
  'verification_expired',
  'no_content_rights',
  'verification_unavailable',
  'subscription_required',
  'not_found',
  'not_authenticated',
  'bad_request',
]);

export interface TheaterPanelProps {
  problem: TheaterProblem;
  service: ServiceInfo | null;
  onClose: () => void;
  /** Verifies again (reauthenticate, review_content, retry, generic); absent when trying again cannot help. */
  onRetry?: () => void;
  /** The re-link found no Sift extension (or an old one) in this browser: the reauthenticate panel says so. */
  extensionNeeded?: boolean;
}

/** Under 'Verification Required' when the re-link could not reach the extension (docs/decisions/0076). */
export const extensionNeededText = (service: string) => `Verifying ${service} needs the ${PRODUCT_NAME} browser extension in this browser.`;

function Panel({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  // The heading takes focus when the panel appears, so it is read out and Tab reaches its buttons next.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className="theater-panel" aria-labelledby="theater-panel-title" aria-describedby="theater-panel-body">
      <h2 id="theater-panel-title" className="theater-panel__title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <div id="theater-panel-body" className="theater-panel__body">
        {children}
      </div>
      <div className="theater-panel__actions">{actions}</div>
    </section>
  );
}

/**
 * The theater's error panels (001 §4, §8): 'Verification Required' with three steps (reauthenticate), 'Check Your
 * {service} Account' (review_content, and too many streams), Close and Try Again (retry), and 'Unexpected Error'
 * for the rest, with a contact-support link when the error is not one the product knows.
 */
export function TheaterPanel({ problem, service, onClose, onRetry, extensionNeeded = false }: TheaterPanelProps) {
  const serviceName = service?.name ?? PRODUCT_NAME;
  const close = (
    <Button variant="secondary" onClick={onClose}>
      {CLOSE}
    </Button>
  );
  const retry = onRetry && <Button onClick={onRetry}>{TRY_AGAIN}</Button>;
  if (problem.kind === 'too-many-streams') {
    return (
      <Panel title={checkYourServiceAccount(serviceName)} actions={<>{close}{retry}</>}>
        <p>{TOO_MANY_STREAMS}</p>
      </Panel>
    );
  }
  if (problem.kind === 'message') {
    return (
      <Panel title={problem.title} actions={close}>
        <p>{problem.message}</p>
      </Panel>
    );
  }
  const { error } = problem;
  if (error?.recourse === 'reauthenticate') {
    return (
      <Panel title={VERIFICATION_REQUIRED} actions={<>{close}{retry}</>}>
        <p>{error.message}</p>
        <ol className="theater-panel__steps">
          {verificationSteps(serviceName, rememberMeLabel(service?.slug ?? '')).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {service?.log_in_link && (
          <p>
            <a href={service.log_in_link} target="_blank" rel="noreferrer">
              Go to {serviceName}
            </a>
          </p>
        )}
        {extensionNeeded && (
          <p>
            {extensionNeededText(serviceName)}{' '}
            <a href={EXTENSION_INSTALL_URL} target="_blank" rel="noreferrer">
              {INSTALL_EXTENSION}
            </a>
          </p>
        )}
      </Panel>
    );
  }
  if (error?.recourse === 'review_content' || error?.recourse === 'retry') {
    return (
      <Panel title={error.title} actions={<>{close}{retry}</>}>
        <p>{error.message}</p>
      </Panel>
    );
  }
  const unknown = !error || !KNOWN_ERRORS.has(error.name);
  return (
    <Panel title={UNEXPECTED_ERROR} actions={<>{close}{retry}</>}>
      <p>{theaterUnexpectedError(serviceName)}</p>
      {unknown && (
        <p>
          <a href={HELP_CENTER_URL}>{CONTACT_SUPPORT}</a>
        </p>
      )}
    </Panel>
  );
}
