import { COOKIE_NAMES, HEADER_NAMES, PRERENDERED_DOCUMENT, STORAGE_KEYS } from '@sift/contracts';
import { requestSessionEarly } from './early-session';

const API = 'http://api.test/';

/** A signed-in member's document (the member frame with the registry inline), or a visitor's page with `kind`. */
function documentOf({ kind = PRERENDERED_DOCUMENT.memberKind as string, registry = JSON.stringify({ api: API, remotes: {} }) } = {}) {
  document.body.innerHTML =
    `<div id="${PRERENDERED_DOCUMENT.containerId}" data-path="/browse" data-remote="discovery" data-kind="${kind}"><nav></nav></div>` +
    (registry === '' ? '' : `<script type="application/json" id="${PRERENDERED_DOCUMENT.registryId}">${registry}</script>`) +
    '<div id="root"></div>';
}

function signIn(token: string | null) {
  document.cookie = token ? `${COOKIE_NAMES.token}=${token}; Path=/` : `${COOKIE_NAMES.token}=; Path=/; Max-Age=0`;
}

describe("a member's session asked for from the shell's entry (issue 19)", () => {
  let fetchSpy: jest.Mock;
  beforeEach(() => {
    fetchSpy = jest.fn(async () => new Response('{}'));
    window.fetch = fetchSpy as unknown as typeof fetch;
    signIn('abc');
  });
  afterEach(() => {
    signIn(null);
    localStorage.clear();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("starts the session's request on a member's document, to the registry's API, with the token and the app's headers", () => {
    documentOf();
    expect(requestSessionEarly('shell-9')).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${API}users/current/`);
    const headers = new Headers(init.headers);
    expect(headers.get(HEADER_NAMES.authorization)).toBe('Token abc');
    expect(headers.get(HEADER_NAMES.appVersion)).toBe('shell-9');
    expect(headers.get(HEADER_NAMES.browserId)).toBe(localStorage.getItem(STORAGE_KEYS.browserId));
    expect(headers.has(HEADER_NAMES.profileId)).toBe(false);
  });

  it('asks nothing without a token, on a visitor\'s page, without the inline registry, or with an API that is not a web address', () => {
    documentOf();
    signIn(null);
    expect(requestSessionEarly('shell-9')).toBe(false);
    signIn('abc');
    documentOf({ kind: 'page' });
    expect(requestSessionEarly('shell-9')).toBe(false);
    documentOf({ registry: '' });
    expect(requestSessionEarly('shell-9')).toBe(false);
    documentOf({ registry: '{not json' });
    expect(requestSessionEarly('shell-9')).toBe(false);
    documentOf({ registry: JSON.stringify({ api: 'javascript:alert(1)' }) });
    expect(requestSessionEarly('shell-9')).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('leaves an impersonation to the session (its token in the address, or one just used)', () => {
    documentOf();
    window.history.replaceState(null, '', '/browse?impersonation_token=one-time');
    expect(requestSessionEarly('shell-9')).toBe(false);
    window.history.replaceState(null, '', '/browse');
    localStorage.setItem(STORAGE_KEYS.impersonationUsed, '1');
    expect(requestSessionEarly('shell-9')).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
