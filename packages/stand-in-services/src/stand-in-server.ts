/**
 * One stand-in streaming service: its sign-in pages (with the remember-me option), its account page, and the small
 * JSON API the link dialog reaches through the browser extension (identity, watch history, token refresh, the access
 * test). State lives in memory: a restart signs everybody out, as a real service's expired sessions would.
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { WebSocketServer } from 'ws';
import { STAND_IN_PASSWORD, type StandInAccount, type StandInService } from './services';

const REMEMBER_S = 30 * 24 * 3600;
const USER_TOKEN_MS = 10 * 60 * 1000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const newId = () => randomBytes(18).toString('base64url');

function cookiesOf(request: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function sendPage(response: ServerResponse, service: StandInService, title: string, body: string, status = 200) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(service.name)} (stand-in)</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#15171c}
header{background:${service.color};color:#fff;padding:1rem 1.5rem;font-weight:800;font-size:1.3rem}
header small{font-weight:400;font-size:.85rem;opacity:.9;margin-left:.5rem}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:.75rem;box-shadow:0 1px 4px #0002}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #888;border-radius:.4rem;font:inherit}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;border:0;border-radius:.4rem;background:#15171c;color:#fff;cursor:pointer}
.error{color:#a40000;font-weight:600}
.note{color:#4a4f5a;font-size:.9rem}
code{background:#eef0f3;padding:0 .25rem;border-radius:.2rem}
</style></head><body><header>${escapeHtml(service.name)}<small>stand-in for development</small></header><main>${body}</main></body></html>`);
}

export interface StandInState {
  /** Session id -> e-mail (this browser session). */
  sessions: Map<string, string>;
  /** Remember token -> e-mail and whether it was revoked ("sign out of all devices"). */
  remembered: Map<string, { email: string; revoked: boolean }>;
  /** Short-lived user tokens from a token refresh (Peacock-like). */
  userTokens: Map<string, { email: string; until: number }>;
}

export function createStandInServer(service: StandInService, now: () => number = Date.now) {
  const state: StandInState = { sessions: new Map(), remembered: new Map(), userTokens: new Map() };
  const sessionCookie = `${service.cookiePrefix}-session`;
  const rememberCookie = `${service.cookiePrefix}-remember`;
  const accountOf = (email: string | undefined) => service.accounts.find((a) => a.email === email);

  function who(request: IncomingMessage): { account: StandInAccount | undefined; durable: boolean; rememberState: 'none' | 'valid' | 'revoked' } {
    const cookies = cookiesOf(request);
    const remembered = cookies[rememberCookie] ? state.remembered.get(cookies[rememberCookie]) : undefined;
    const rememberState = !cookies[rememberCookie] ? 'none' : remembered && !remembered.revoked ? 'valid' : 'revoked';
    const email = (rememberState === 'valid' ? remembered?.email : undefined) ?? state.sessions.get(cookies[sessionCookie] ?? '');
    return { account: accountOf(email), durable: rememberState === 'valid', rememberState };
  }

  function signInPage(response: ServerResponse, error?: string, email = '') {
    const demo = service.accounts.map((a) => `<li><code>${escapeHtml(a.email)}</code>: ${escapeHtml(a.plan)}</li>`).join('');
    sendPage(
      response,
      service,
      'Sign in',
      `<h1>Sign in</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/signin">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<label class="check"><input type="checkbox" name="remember" value="on"> ${service.rememberLabel}</label>
<button type="submit">Sign In</button>
</form>
<p class="note">Demo members (password <code>${STAND_IN_PASSWORD}</code>):</p><ul class="note">${demo}</ul>`,
      error ? 400 : 200,
    );
  }

  function accountPage(request: IncomingMessage, response: ServerResponse) {
    const { account, durable } = who(request);
    if (!account) return signInPage(response);
    sendPage(
      response,
      service,
      'Your account',
      `<h1>Hello, ${escapeHtml(account.name)}</h1>
<p>Signed in as <strong>${escapeHtml(account.email)}</strong> (${escapeHtml(account.plan)}).</p>
<p class="note">${durable ? `${service.rememberLabel} is on: this browser stays signed in.` : `${service.rememberLabel} is off: you are signed in for this browser session only.`}</p>
<form method="post" action="/signout"><button type="submit">Sign Out</button></form>
<form method="post" action="/signout-everywhere"><button type="submit">Sign Out of All Devices</button></form>`,
    );
  }

  const redirect = (response: ServerResponse, location: string, cookies: string[] = []) => {
    response.writeHead(303, { location, 'set-cookie': cookies, 'cache-control': 'no-store' });
    response.end();
  };
  const clearCookies = [`${sessionCookie}=; Path=/; Max-Age=0`, `${rememberCookie}=; Path=/; Max-Age=0`];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method} ${url.pathname}`;
    const current = who(request);
    switch (route) {
      case 'GET /':
      case 'GET /account':
        return accountPage(request, response);
      case 'GET /signin':
        return current.account ? redirect(response, '/account') : signInPage(response);
      case 'POST /signin': {
        const form = await formOf(request);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const account = accountOf(email);
        if (!account || form.get('password') !== STAND_IN_PASSWORD) return signInPage(response, 'That e-mail and password do not match our records.', email);
        const sid = newId();
        state.sessions.set(sid, account.email);
        const cookies = [`${sessionCookie}=${sid}; Path=/; HttpOnly; SameSite=Lax`];
        if (form.get('remember') === 'on') {
          const token = newId();
          state.remembered.set(token, { email: account.email, revoked: false });
          cookies.push(`${rememberCookie}=${token}; Path=/; Max-Age=${REMEMBER_S}; HttpOnly; SameSite=Lax`);
        }
        return redirect(response, '/account', cookies);
      }
      case 'POST /signout': {
        const cookies = cookiesOf(request);
        state.sessions.delete(cookies[sessionCookie] ?? '');
        state.remembered.delete(cookies[rememberCookie] ?? '');
        return redirect(response, '/signin', clearCookies);
      }
      case 'POST /signout-everywhere': {
        const email = current.account?.email;
        for (const [sid, owner] of state.sessions) if (owner === email) state.sessions.delete(sid);
        for (const entry of state.remembered.values()) if (entry.email === email) entry.revoked = true;
        return redirect(response, '/signin', clearCookies);
      }
      case 'GET /api/whoami':
        if (!current.account) return sendJson(response, 401, { error: 'SIGNED_OUT' });
        return sendJson(response, 200, { customerId: current.account.email, name: current.account.name, plan: current.account.plan });
      case 'GET /api/watch-history':
        if (!current.account) return sendJson(response, 401, { error: 'SIGNED_OUT' });
        return sendJson(response, 200, { items: watchHistoryOf(current.account) });
      case 'GET /api/entitlements': {
        if (service.flavour === 'peacock') break;
        // The stored sign-in must outlive this browser session: only a remembered sign-in passes.
        if (!current.account || !current.durable) return sendJson(response, 401, { error: 'SIGNED_OUT' });
        const account = current.account;
        if (service.flavour === 'prime') {
          if (!account.supported) return sendJson(response, 403, { error: 'NO_PRIME', plan: account.plan });
          const gti = url.searchParams.get('gti');
          if (gti && !service.titleIds?.includes(gti)) return sendJson(response, 404, { error: 'INVALID_GTI', gti });
        }
        return sendJson(response, 200, { plan: account.plan, supported: account.supported, catalogs: account.catalogs });
      }
      case 'POST /auth/tokens/refresh': {
        if (service.flavour !== 'peacock') break;
        if (current.rememberState === 'none') return sendJson(response, 401, { errorCode: 'OVP_00001', description: 'No remembered sign-in to refresh.' });
        if (current.rememberState === 'revoked') return sendJson(response, 401, { errorCode: 'OVP_00038', description: 'The remembered sign-in was revoked.' });
        const userToken = newId();
        state.userTokens.set(userToken, { email: current.account!.email, until: now() + USER_TOKEN_MS });
        return sendJson(response, 200, { userToken, expiresIn: USER_TOKEN_MS / 1000 });
      }
      default:
        break;
    }
    sendJson(response, 404, { error: 'NOT_FOUND' });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => sendJson(response, 500, { error: 'INTERNAL' }));
  });

  if (service.flavour === 'peacock') {
    // The entitlements of a Peacock-like service come over a websocket, asked with the refreshed user token.
    const sockets = new WebSocketServer({ server, path: '/ovp/entitlements' });
    sockets.on('connection', (socket) => {
      socket.on('message', (data) => {
        let token = '';
        try {
          token = String((JSON.parse(String(data)) as { userToken?: unknown }).userToken ?? '');
        } catch {
          // not JSON: an unknown token
        }
        const entry = state.userTokens.get(token);
        const account = entry && entry.until > now() ? accountOf(entry.email) : undefined;
        socket.send(JSON.stringify(account ? { plan: account.plan, supported: account.supported, catalogs: account.catalogs } : { errorCode: 'OVP_00001', description: 'Token invalid.' }));
      });
    });
  }

  return { server, state };
}

function watchHistoryOf(account: StandInAccount) {
  const day = Date.UTC(2026, 4, 30, 20);
  return [
    { titleId: 'amzn1.dv.gti.demo-harbor-lights', title: 'Harbor Lights', titleType: 'movie', timestamp: day, date: '2026-05-30', imageSrc: null },
    { titleId: 'amzn1.dv.gti.demo-s1e2', title: 'The Crossing', titleType: 'episode', timestamp: day - 2 * 86_400_000, date: '2026-05-28', showTitle: 'Lighthouse Keepers', showGti: 'amzn1.dv.gti.demo-show' },
  ].slice(0, account.supported ? 2 : 0);
}
