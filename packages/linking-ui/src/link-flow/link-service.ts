/**
 * Linking one streaming service (001 §4.3-4.6): the browser must be a supported desktop one, the extension present and
 * at least 0.3.1; then the member's session is read at the service and stored (sealed by the server), the service's
 * access test runs, and every catalog of the service gets its access: authorized when the service's plan includes
 * it (or when the service does not say), verified for a day. An 'invalid credentials' answer destroys the stored
 * credential; an unknown title id is reported for its offer; an unrecognised answer or a service without an access
 * test counts as success (001 §4.5).
 */
import {
  browserSupport,
  compareVersions,
  REQUIRED_EXTENSION_VERSION,
  type BrowserSupport,
  type CatalogAccess,
  type CatalogAccessCreate,
  type Catalog,
  type OfferReportInvalid,
  type ServiceCredential,
  type ServiceCredentialCreate,
} from '@sift/contracts';
import type { ExtensionClient } from '../extension/extension-client';
import { isLinkError, LinkError } from './link-error';
import { adapterFor, readCredentials, type AccessAnswer, type AccessTarget } from './service-adapters';
import { linkingChanged } from '../data/use-linking-data';
import { serviceIO } from './service-io';
import { reportInvalidOfferSoon } from './offer-reports';

/** The calls the flow makes; the caller's API client (`api().linking`) has them all. */
export interface LinkingCalls {
  credentialKey(): Promise<unknown>;
  createCredential(body: ServiceCredentialCreate): Promise<ServiceCredential>;
  deleteCredential(serviceId: number): Promise<void>;
  createCatalogAccess(body: CatalogAccessCreate): Promise<CatalogAccess>;
  reportInvalidOffer(offerId: number, body?: OfferReportInvalid): Promise<void>;
}

export interface LinkDeps {
  calls: LinkingCalls;
  extension: ExtensionClient;
  userAgent: string;
  online: () => boolean;
  sleep: (ms: number) => Promise<void>;
}

export interface LinkResult {
  authorized: Catalog[];
  unauthorized: Catalog[];
  accountName: string | null;
}

/** How long the extension gets to answer check_version before it counts as missing. */
export const CHECK_VERSION_TIMEOUT_MS = 1_000;

export function browserDeps(calls: LinkingCalls, extension: ExtensionClient): LinkDeps {
  return {
    calls: announcingChanges(calls),
    extension,
    userAgent: navigator.userAgent,
    online: () => navigator.onLine !== false,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * The calls, each change of what is linked followed by linkingChanged: wherever the link happens (/services, the
 * setup wizard, the theater), no screen later shows the account's links as they were before it (docs/decisions/0086).
 */
function announcingChanges(calls: LinkingCalls): LinkingCalls {
  const announced =
    <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await change(...args);
      } finally {
        void linkingChanged();
      }
    };
  return {
    credentialKey: () => calls.credentialKey(),
    createCredential: announced((body: ServiceCredentialCreate) => calls.createCredential(body)),
    deleteCredential: announced((serviceId: number) => calls.deleteCredential(serviceId)),
    createCatalogAccess: announced((body: CatalogAccessCreate) => calls.createCatalogAccess(body)),
    reportInvalidOffer: (offerId, body) => calls.reportInvalidOffer(offerId, body),
  };
}

/**
 * Whether this browser can link: a desktop browser the extension runs in (EXTENSION_BROWSERS: Chrome, Edge and other
 * Chromium-based ones). Firefox has no build of the extension: 'unsupported', so it gets the unsupported-browser
 * panel naming the browsers that can, never an offer to install (issue 22, docs/decisions/0097).
 */
export function extensionBrowserSupport(userAgent: string): BrowserSupport {
  const support = browserSupport(userAgent);
  if (support === 'supported-desktop' && /Firefox\//.test(userAgent)) return 'unsupported';
  return support;
}

/** The extension is there and recent enough (001 §4.3, §5); throws the panel's error otherwise. */
export async function checkExtension(deps: LinkDeps): Promise<string> {
  const support = extensionBrowserSupport(deps.userAgent);
  if (support !== 'supported-desktop') throw new LinkError('unsupported_browser', 'This browser cannot link streaming services.', support === 'mobile' ? 'mobile' : 'desktop');
  const answer = await deps.extension.send({ type: 'check_version' }, CHECK_VERSION_TIMEOUT_MS);
  if (!answer || !answer.ok || answer.type !== 'check_version') throw new LinkError('extension_missing');
  if (compareVersions(answer.version, REQUIRED_EXTENSION_VERSION) < 0) throw new LinkError('extension_outdated', `Version ${answer.version}`, answer.version);
  return answer.version;
}

export async function linkService(deps: LinkDeps, target: AccessTarget): Promise<LinkResult> {
  const { service } = target;
  await checkExtension(deps);
  const adapter = adapterFor(service.slug);
  const io = serviceIO({ extension: deps.extension, origin: new URL(service.log_in_link).origin, userAgent: deps.userAgent, online: deps.online, sleep: deps.sleep });

  const payload = await readCredentials(io, adapter);
  await deps.calls.credentialKey();
  await deps.calls.createCredential({ service_id: service.id, payload });

  let answer: AccessAnswer = { plan: null, catalogs: null };
  try {
    if (adapter.test) answer = await adapter.test(io, target);
  } catch (error) {
    if (isLinkError(error) && error.kind === 'invalid_credentials') {
      // The stored sign-in no longer works at the service: forget it (001 §4.6).
      await deps.calls.deleteCredential(service.id).catch(() => undefined);
      throw error;
    }
    // Only these count as success; anything else is the panel's to show.
    if (!isLinkError(error) || error.kind !== 'unrecognized_response') throw error;
  }
  if (answer.invalidExternalId && target.offer) {
    reportInvalidOfferSoon((id, body) => deps.calls.reportInvalidOffer(id, body), target.offer.offer_id, { external_id: answer.invalidExternalId });
  }

  const included = (catalog: Catalog) => answer.catalogs === null || answer.catalogs.includes(catalog.slug);
  for (const catalog of service.catalogs) {
    await deps.calls.createCatalogAccess({ catalog: catalog.slug, is_authorized: included(catalog) });
  }
  const authorized = service.catalogs.filter(included);
  if (!authorized.length) throw new LinkError('no_content_rights', `Plan: ${answer.plan ?? 'unknown'}`);
  return { authorized, unauthorized: service.catalogs.filter((c) => !included(c)), accountName: payload.identity.name ?? null };
}
