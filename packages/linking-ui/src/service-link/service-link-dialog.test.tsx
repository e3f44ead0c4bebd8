import { act, render, screen, waitFor, within } from '@testing-library/react';
import {
  APP_STORE_LINK,
  CONTACT_SUPPORT_LINK,
  EXTENSION_POLL_MS,
  extensionPermissionsError,
  GOOGLE_PLAY_LINK,
  extensionBrowsersText,
  INSTALL_EXTENSION,
  KEEP_ME_SIGNED_IN,
  LINK_UNEXPECTED_ERROR,
  MISSING_CREDENTIALS,
  NO_INTERNET_FOUND,
  REMEMBER_ME,
  UNSUPPORTED_BROWSER,
  UNSUPPORTED_PLAN,
  UNSUPPORTED_PLAN_TEXT,
  UPDATE_IS_AVAILABLE,
  USE_THE_APP,
} from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { UiProvider } from '@sift/ui';
import { cookie, deps, PEACOCK, PRIME, primeWorld, type FakeWorld } from '../testing/fake-services';
import type { LinkDeps } from '../link-flow/link-service';
import { ServiceLinkDialog } from './service-link-dialog';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function open(linkDeps: LinkDeps, service = PRIME, onLinked = jest.fn(), offer: { offer_id: number; external_id: string } | null = null) {
  const onOpenChange = jest.fn();
  render(
    <UiProvider>
      <ServiceLinkDialog service={service} offer={offer} deps={linkDeps} open onOpenChange={onOpenChange} onLinked={onLinked} />
    </UiProvider>,
  );
  return { onOpenChange, onLinked };
}

const dialog = () => screen.getByRole('dialog');
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

it("without the extension shows 'Install Extension', checks every 500 ms, and links by itself once it is installed", async () => {
  const world: FakeWorld = primeWorld({ version: null });
  const run = deps(world);
  const { onLinked } = open(run.deps);
  expect(await screen.findByRole('heading', { name: INSTALL_EXTENSION })).toBeInTheDocument();
  expect(within(dialog()).getByRole('link', { name: INSTALL_EXTENSION })).toHaveAttribute('href', expect.stringContaining('chromewebstore'));
  const checks = () => run.sent.filter((r) => r.type === 'check_version').length;
  const before = checks();
  await tick(EXTENSION_POLL_MS);
  expect(checks()).toBe(before + 1);
  await tick(EXTENSION_POLL_MS);
  expect(checks()).toBe(before + 2);

  world.version = '0.3.1';
  await tick(EXTENSION_POLL_MS);
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
  expect(onLinked).toHaveBeenCalledTimes(1);
  expect(dialog()).toHaveTextContent('Not in your plan: BritBox (Prime Video Channel).');
});

it("with an extension older than 0.3.1 shows 'Update is Available' until it is updated", async () => {
  const world = primeWorld({ version: '0.3.0' });
  open(deps(world).deps);
  expect(await screen.findByRole('heading', { name: UPDATE_IS_AVAILABLE })).toBeInTheDocument();
  await tick(EXTENSION_POLL_MS);
  expect(screen.getByRole('heading', { name: UPDATE_IS_AVAILABLE })).toBeInTheDocument();
  world.version = '0.3.1';
  await tick(EXTENSION_POLL_MS);
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
});

it("signed out of the service: '{service} Verification Required' with three steps; coming back to the tab links it", async () => {
  const world = primeWorld({ cookies: [] });
  open(deps(world).deps);
  expect(await screen.findByRole('heading', { name: 'Prime Video Verification Required' })).toBeInTheDocument();
  const steps = within(dialog()).getAllByRole('listitem').map((li) => li.textContent);
  expect(steps).toEqual(['Go to Prime Video.', `Sign in with '${KEEP_ME_SIGNED_IN}' checked.`, 'Come back to this tab: Sift links Prime Video by itself.']);
  expect(within(dialog()).getByRole('link', { name: 'Go to Prime Video' })).toHaveAttribute('href', PRIME.log_in_link);
  expect(dialog()).toHaveTextContent(MISSING_CREDENTIALS);

  // The member signs in there with Keep Me Signed In, and comes back.
  world.cookies = primeWorld().cookies;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
});

it("Peacock's label is 'Remember Me'", async () => {
  open(deps(primeWorld({ cookies: [] })).deps, PEACOCK);
  await screen.findByRole('heading', { name: 'Peacock Verification Required' });
  expect(within(dialog()).getAllByRole('listitem')[1]).toHaveTextContent(`Sign in with '${REMEMBER_ME}' checked.`);
});

describe('the error panels of 001 §8', () => {
  const routes = primeWorld().routes;
  it.each([
    ['permissions', primeWorld({ routes: { 'GET /api/whoami': { fail: 'permissions' } } }), 'Extension Permissions', extensionPermissionsError('Prime Video'), 'Try Again'],
    ['unsupported plan', primeWorld({ routes: { ...routes, 'GET /api/entitlements': { status: 403, json: { error: 'NO_PRIME' } } } }), UNSUPPORTED_PLAN, UNSUPPORTED_PLAN_TEXT, 'Close'],
    ['not responding', primeWorld({ routes: { ...routes, 'GET /api/whoami': { fail: 'timeout' } } }), 'Prime Video is not Responding', 'Please try again in a few minutes.', 'Try Again'],
    ['no content rights', primeWorld({ routes: { ...routes, 'GET /api/entitlements': { status: 200, json: { plan: 'Prime', catalogs: [] } } } }), 'Check Your Prime Video Account', 'does not include', 'Close'],
  ])('%s', async (_name, world, title, text, action) => {
    open(deps(world).deps);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent(text);
    expect(within(dialog().querySelector('footer')!).getByRole('button', { name: action })).toBeInTheDocument();
  });

  it("no internet: 'No Internet Found'", async () => {
    open(deps(primeWorld({ routes: { 'GET /api/whoami': { fail: 'network' } } }), { online: () => false }).deps);
    expect(await screen.findByRole('heading', { name: NO_INTERNET_FOUND })).toBeInTheDocument();
  });

  it("anything else: 'Unexpected Error' with a support link", async () => {
    const run = deps(primeWorld());
    run.deps.calls.createCredential = async () => Promise.reject(new Error('An active subscription is needed to link streaming services.'));
    open(run.deps);
    expect(await screen.findByRole('heading', { name: LINK_UNEXPECTED_ERROR })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: CONTACT_SUPPORT_LINK })).toHaveAttribute('href', 'mailto:support@sift.example');
  });

  it('unsupported browsers: the app on mobile (App Store or Google Play), Chrome, Firefox and Edge on a computer', async () => {
    open(deps(primeWorld(), { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1 Mobile' }).deps);
    expect(await screen.findByRole('heading', { name: USE_THE_APP })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: APP_STORE_LINK })).toBeInTheDocument();
  });

  it('Android gets Google Play', async () => {
    open(deps(primeWorld(), { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36' }).deps);
    expect(await within(await screen.findByRole('dialog')).findByRole('link', { name: GOOGLE_PLAY_LINK })).toBeInTheDocument();
  });

  it('a desktop browser the extension does not run in: the browsers it runs in, Chrome and Edge', async () => {
    open(deps(primeWorld(), { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15' }).deps);
    expect(await screen.findByRole('heading', { name: UNSUPPORTED_BROWSER })).toBeInTheDocument();
    expect(within(dialog()).getByText(extensionBrowsersText())).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('link').map((a) => a.textContent)).toEqual(['Chrome', 'Edge']);
  });

  it('Firefox (no build of the extension, issue 22): the unsupported-browser panel, never an offer to install', async () => {
    const firefox = deps(primeWorld(), { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' });
    open(firefox.deps);
    expect(await screen.findByRole('heading', { name: UNSUPPORTED_BROWSER })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('link', { name: INSTALL_EXTENSION })).toBeNull();
    expect(within(dialog()).getAllByRole('link').map((a) => a.textContent)).toEqual(['Chrome', 'Edge']);
    expect(firefox.sent).toEqual([]);
  });
});

it('an unknown response counts as success (001 §4.5)', async () => {
  open(deps(primeWorld({ cookies: [cookie('pv-remember')], routes: { ...primeWorld().routes, 'GET /api/entitlements': { status: 418, json: null } } })).deps);
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
});

describe('axe (real timers: axe waits on its own)', () => {
  beforeEach(() => jest.useRealTimers());
  it.each([
    ['Install Extension', primeWorld({ version: null }), INSTALL_EXTENSION],
    ['Verification Required', primeWorld({ cookies: [] }), 'Prime Video Verification Required'],
    ['linked', primeWorld(), 'Prime Video Linked'],
  ])('%s panel', async (_name, world, heading) => {
    open(deps(world).deps);
    await screen.findByRole('heading', { name: heading });
    await expectNoAxeViolations(document.body);
  });
});

it("opened for a title's offer, asks the service about that title, reports an id it does not know (catalog-offers report-invalid) and links", async () => {
  const run = deps(
    primeWorld({
      routes: {
        ...primeWorld().routes,
        // Asked about the title: unknown (and again on the retry); asked without it: the plan.
        'GET /api/entitlements': [
          { status: 404, json: { error: 'INVALID_GTI' } },
          { status: 404, json: { error: 'INVALID_GTI' } },
          { status: 200, json: { plan: 'Prime', catalogs: ['prime-video'] } },
        ],
      },
    }),
  );
  const { onLinked } = open(run.deps, PRIME, jest.fn(), { offer_id: 41, external_id: 'tiny-demo' });
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
  expect(run.sent.find((r) => r.type === 'fetch' && r.url.includes('/api/entitlements'))).toMatchObject({ url: expect.stringMatching(/\/api\/entitlements\?gti=tiny-demo$/) });
  // Reported a moment later (debounced per offer, 002 §9).
  await waitFor(() => expect(run.calls.reportInvalidOffer).toHaveBeenCalledWith(41, { external_id: 'tiny-demo' }));
  expect(run.calls.reportInvalidOffer).toHaveBeenCalledTimes(1);
  expect(onLinked).toHaveBeenCalledTimes(1);
});

it('opened for a title the service knows, reports nothing', async () => {
  const run = deps(primeWorld());
  open(run.deps, PRIME, jest.fn(), { offer_id: 41, external_id: 'amzn1.dv.gti.demo-3' });
  expect(await screen.findByRole('heading', { name: 'Prime Video Linked' })).toBeInTheDocument();
  expect(run.calls.reportInvalidOffer).not.toHaveBeenCalled();
});
