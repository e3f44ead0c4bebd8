import type { ReactNode } from 'react';
import {
  APP_STORE_LINK,
  CONTACT_SUPPORT_LINK,
  EXTENSION_INSTALL_URL,
  EXTENSION_PERMISSIONS_TITLE,
  extensionPermissionsError,
  GOOGLE_PLAY_LINK,
  goToService,
  INSTALL_EXTENSION,
  installExtensionText,
  INVALID_CREDENTIALS,
  KEEP_ME_SIGNED_IN,
  LINK_UNEXPECTED_ERROR,
  LINKING_IN_PROGRESS,
  linkUnexpectedErrorText,
  linkVerificationSteps,
  MISSING_CREDENTIALS,
  MOBILE_APP_URLS,
  mobileAppText,
  NO_INTERNET_FOUND,
  NO_INTERNET_TEXT,
  noContentRightsText,
  noContentRightsTitle,
  notInYourPlan,
  REMEMBER_ME,
  REQUIRED_EXTENSION_VERSION,
  SERVICE_NOT_RESPONDING_TEXT,
  serviceLinked,
  serviceLinkedText,
  serviceNotResponding,
  serviceVerificationRequired,
  SUPPORT_EMAIL,
  EXTENSION_BROWSERS,
  extensionBrowsersText,
  UNSUPPORTED_BROWSER,
  UNSUPPORTED_PLAN,
  UNSUPPORTED_PLAN_TEXT,
  UPDATE_EXTENSION,
  UPDATE_IS_AVAILABLE,
  updateExtensionText,
  USE_THE_APP,
  WAITING_FOR_EXTENSION,
  type StreamingService,
} from '@sift/contracts';
import { Button, Spinner } from '@sift/ui';
import type { LinkState } from './use-service-link';
import { catalogLabel } from './catalog-label';

/** What the dialog shows for a state: its title, its body, and which action its footer offers. */
export interface LinkPanel {
  title: string;
  body: ReactNode;
  action: 'none' | 'retry' | 'close' | 'done';
  /** Kind of the panel, for tests and styling (`data-panel`). */
  kind: string;
}

/** The sign-in option to tick at the service (001 §8): Amazon's 'Keep Me Signed In', the others' 'Remember Me'. */
export const rememberLabelOf = (service: Pick<StreamingService, 'slug'>) =>
  service.slug.includes('prime') || service.slug.includes('amazon') ? KEEP_ME_SIGNED_IN : REMEMBER_ME;

const isAppleMobile = (userAgent: string) => /iPhone|iPad|iPod/.test(userAgent) || (/Safari\//.test(userAgent) && !/Chrome|Chromium|Android/.test(userAgent));

const external = { target: '_blank', rel: 'noreferrer' } as const;

function Waiting() {
  return (
    <p className="lk-waiting">
      <Spinner size="sm" label={WAITING_FOR_EXTENSION} /> <span aria-hidden="true">{WAITING_FOR_EXTENSION}</span>
    </p>
  );
}

export function linkPanel(state: LinkState, service: StreamingService, userAgent: string): LinkPanel {
  const name = service.name;
  if (state.status === 'idle' || state.status === 'linking') {
    return {
      kind: 'linking',
      title: name,
      action: 'none',
      body: (
        <p className="lk-waiting">
          <Spinner size="sm" label={LINKING_IN_PROGRESS} /> <span aria-hidden="true">{LINKING_IN_PROGRESS}</span>
        </p>
      ),
    };
  }
  if (state.status === 'linked') {
    const { authorized, unauthorized } = state.result;
    return {
      kind: 'linked',
      title: serviceLinked(name),
      action: 'done',
      body: (
        <>
          <p>{serviceLinkedText(authorized.map(catalogLabel).join(', '))}</p>
          {unauthorized.length > 0 && <p className="lk-muted">{notInYourPlan(unauthorized.map(catalogLabel).join(', '))}</p>}
        </>
      ),
    };
  }
  const { error } = state;
  switch (error.kind) {
    case 'unsupported_browser':
      if (error.detail === 'mobile') {
        const apple = isAppleMobile(userAgent);
        return {
          kind: 'unsupported-mobile',
          title: USE_THE_APP,
          action: 'close',
          body: (
            <>
              <p>{mobileAppText()}</p>
              <p>
                <a className="lk-store-link" href={apple ? MOBILE_APP_URLS.ios : MOBILE_APP_URLS.android} {...external}>
                  {apple ? APP_STORE_LINK : GOOGLE_PLAY_LINK}
                </a>
              </p>
            </>
          ),
        };
      }
      return {
        kind: 'unsupported-browser',
        title: UNSUPPORTED_BROWSER,
        action: 'close',
        body: (
          <>
            <p>{extensionBrowsersText()}</p>
            <ul className="lk-browsers">
              {EXTENSION_BROWSERS.map((browser) => (
                <li key={browser.name}>
                  <a href={browser.url} {...external}>
                    {browser.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ),
      };
    case 'extension_missing':
      return {
        kind: 'install-extension',
        title: INSTALL_EXTENSION,
        action: 'none',
        body: (
          <>
            <p>{installExtensionText()}</p>
            <p>
              <Button asChild variant="primary">
                <a href={EXTENSION_INSTALL_URL} {...external}>
                  {INSTALL_EXTENSION}
                </a>
              </Button>
            </p>
            <Waiting />
          </>
        ),
      };
    case 'extension_outdated':
      return {
        kind: 'update-extension',
        title: UPDATE_IS_AVAILABLE,
        action: 'none',
        body: (
          <>
            <p>{updateExtensionText(REQUIRED_EXTENSION_VERSION)}</p>
            <p>
              <Button asChild variant="primary">
                <a href={EXTENSION_INSTALL_URL} {...external}>
                  {UPDATE_EXTENSION}
                </a>
              </Button>
            </p>
            <Waiting />
          </>
        ),
      };
    case 'extension_permissions':
      return { kind: 'permissions', title: EXTENSION_PERMISSIONS_TITLE, action: 'retry', body: <p>{extensionPermissionsError(name)}</p> };
    case 'missing_credentials':
    case 'invalid_credentials':
      return {
        kind: 'verification-required',
        title: serviceVerificationRequired(name),
        action: 'retry',
        body: (
          <>
            <ol className="lk-steps">
              {linkVerificationSteps(name, rememberLabelOf(service)).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              <Button asChild variant="secondary">
                <a href={service.log_in_link} {...external}>
                  {goToService(name)}
                </a>
              </Button>
            </p>
            <p className="lk-muted">{error.kind === 'missing_credentials' ? MISSING_CREDENTIALS : INVALID_CREDENTIALS}</p>
          </>
        ),
      };
    case 'no_internet':
      return { kind: 'no-internet', title: NO_INTERNET_FOUND, action: 'retry', body: <p>{NO_INTERNET_TEXT}</p> };
    case 'timeout':
      return { kind: 'not-responding', title: serviceNotResponding(name), action: 'retry', body: <p>{SERVICE_NOT_RESPONDING_TEXT}</p> };
    case 'unsupported_plan':
      return { kind: 'unsupported-plan', title: UNSUPPORTED_PLAN, action: 'close', body: <p>{UNSUPPORTED_PLAN_TEXT}</p> };
    case 'no_content_rights':
      return { kind: 'no-content-rights', title: noContentRightsTitle(name), action: 'close', body: <p>{noContentRightsText(name)}</p> };
    default:
      return {
        kind: 'unexpected',
        title: LINK_UNEXPECTED_ERROR,
        action: 'retry',
        body: (
          <>
            <p>{linkUnexpectedErrorText(name)}</p>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{CONTACT_SUPPORT_LINK}</a>
            </p>
          </>
        ),
      };
  }
}
