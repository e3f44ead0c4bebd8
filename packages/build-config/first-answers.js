/**
 * A member's page whose first screen is the member's own data (a title for the profile, the watchlist) waits on a
 * phone for the shell's code, the remote's code, and only then for its first answers (issue 19). The route names
 * those calls (`firstAnswers` in its remote's routes.ts: API paths with the route's `:param`s); the shell's server asks
 * them with the member's session from the request's cookies while it makes the document, and puts the answers into it
 * as `<script type="application/json" id="sift-first-answers">`. The app's API client takes each answer once instead
 * of asking (@sift/api-client early-requests.ts). docs/decisions/0154.
 *
 * Nothing here may make a page fail: an answer that is not a 200 with JSON, or that does not come within
 * ANSWERS_TIMEOUT_MS, is left out, and the app asks for it as it always did.
 */
const http = require('node:http');
const https = require('node:https');
const { escapeAttribute } = require('./document-html');

/** The site's cookies (contracts COOKIE_NAMES), kept by the web app on the site's host. */
const TOKEN_COOKIE = 'sift_token';
const PROFILE_COOKIE = 'sift_profile_id';
/** How long a document waits for the page's first answers before it is served without them. */
const ANSWERS_TIMEOUT_MS = 400;
/** A larger answer is left to the app (the document must stay small). */
const ANSWER_MAX_BYTES = 256 * 1024;

/** A cookie's value from a Cookie header, or null. */
function cookieValue(header, name) {
  for (const part of String(header ?? '').split(/;\s*/)) {
    if (!part.startsWith(`${name}=`)) continue;
    try {
      return decodeURIComponent(part.slice(name.length + 1));
    } catch {
      return null;
    }
  }
  return null;
}

/** The values of a route path's `:param`s in a path it matches (memberPageOwner matched it already). */
function routeParams(routePath, pathname) {
  const names = routePath.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params = {};
  names.forEach((segment, i) => {
    if (!segment.startsWith(':') || values[i] === undefined) return;
    try {
      params[segment.slice(1).replace(/\?$/, '')] = decodeURIComponent(values[i]);
    } catch {
      params[segment.slice(1).replace(/\?$/, '')] = null;
    }
  });
  return params;
}

/**
 * A route's first calls at this path, each as declared (`call`) and as the app's client asks it (`url`): the API root
 * (the prefix ky joins with a slash) and the path with its params encoded as one segment (api-client's `segment`).
 * Empty when a param is missing or cannot be read.
 */
function firstAnswerCalls(api, routeDef, pathname) {
  const calls = Array.isArray(routeDef?.firstAnswers) ? routeDef.firstAnswers.filter((call) => typeof call === 'string') : [];
  if (!calls.length || typeof api !== 'string' || !/^https?:\/\//.test(api)) return [];
  const params = routeParams(routeDef.path, pathname);
  const prefix = api.endsWith('/') ? api : `${api}/`;
  const found = [];
  for (const call of calls) {
    let complete = true;
    const target = call.replace(/(^|\/):([A-Za-z_][A-Za-z0-9_]*)/g, (_, slash, name) => {
      const value = params[name];
      if (typeof value !== 'string' || !value) complete = false;
      return `${slash}${encodeURIComponent(value ?? '')}`;
    });
    if (complete) found.push({ call, url: `${prefix}${target}` });
  }
  return found;
}

/** The URLs of a route's first calls at this path (firstAnswerCalls). */
const firstAnswerUrls = (api, routeDef, pathname) => firstAnswerCalls(api, routeDef, pathname).map(({ url }) => url);

/**
 * The URL of the route's first image (`firstImage`: a dotted path into one of its first answers), when that answer
 * came and the field holds an http(s) URL; else null.
 */
function firstImageOf(api, routeDef, pathname, answers) {
  const image = routeDef?.firstImage;
  if (!image || typeof image.answer !== 'string' || typeof image.field !== 'string') return null;
  const [url] = firstAnswerUrls(api, { path: routeDef.path, firstAnswers: [image.answer] }, pathname);
  let value = url ? answers[url] : undefined;
  for (const key of image.field.split('.')) value = value !== null && typeof value === 'object' ? value[key] : undefined;
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) ? value : null;
}

/**
 * GET `url` with `headers`: { status, type, body } (body a string); rejects when the whole answer has not come within
 * `timeoutMs` or is over `maxBytes`. Also how the documents read the remotes' fragments and manifests (documents.js).
 */
function getText(url, headers, timeoutMs, maxBytes = ANSWER_MAX_BYTES) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  // Browsers resolve *.localhost themselves, Node does not: such a host is this machine (the production topology).
  const local = target.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const request = client.get(
      {
        host: local ? '127.0.0.1' : target.hostname,
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const chunks = [];
        let size = 0;
        response.on('data', (chunk) => {
          size += chunk.length;
          if (size > maxBytes) request.destroy(new Error('too large'));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode, type: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('no answer in time')), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
  });
}

/** The session's call (the shell's `users.current()`): what a page rendered per request is rendered for (0159). */
const SESSION_CALL = 'users/current/';

/** A 200 with JSON, parsed; else undefined. */
function jsonOf(result) {
  if (result.status !== 'fulfilled' || result.value.status !== 200 || !/\bjson\b/.test(result.value.type)) return undefined;
  try {
    return JSON.parse(result.value.body);
  } catch {
    return undefined;
  }
}

/**
 * The answers of the route's first calls for the member whose cookies came with `req`: `script`, the inline script to
 * put into the document ('' when none answered in time), `calls` (each answer by the call as declared), the member's
 * `profileId` and, with `withSession`, the member's `session` answer (undefined when it did not come). Null when there
 * is nothing to ask: no session, no calls, or an impersonation's first address (its token replaces the cookie's once
 * the app starts).
 */
async function askFirstAnswers({ api, routeDef, pathname, req, scriptId, get = getText, timeoutMs = ANSWERS_TIMEOUT_MS, withSession = false }) {
  const token = cookieValue(req.headers?.cookie, TOKEN_COOKIE);
  if (!token || /[\r\n]/.test(token)) return null;
  if (new URL(req.url ?? '/', 'http://site.invalid').searchParams.has('impersonation_token')) return null;
  const calls = firstAnswerCalls(api, routeDef, pathname);
  if (!calls.length) return null;
  const profile = cookieValue(req.headers?.cookie, PROFILE_COOKIE);
  const profileId = profile && /^\d{1,12}$/.test(profile) ? profile : null;
  // The headers the app's client sends (api-client sift-headers.ts) that decide the answer.
  const headers = { accept: 'application/json', 'x-sift-platform': 'web', authorization: `Token ${token}`, ...(profileId ? { 'x-sift-profile-id': profileId } : {}) };
  const sessionUrl = `${api.endsWith('/') ? api : `${api}/`}${SESSION_CALL}`;
  const [session, ...settled] = await Promise.allSettled([
    withSession ? get(sessionUrl, headers, timeoutMs) : Promise.reject(new Error('not asked')),
    ...calls.map(({ url }) => get(url, headers, timeoutMs)),
  ]);
  const answers = {};
  const byCall = {};
  settled.forEach((result, i) => {
    const body = jsonOf(result);
    if (body === undefined) return;
    answers[calls[i].url] = body;
    byCall[calls[i].call] = body;
  });
  let script = '';
  if (Object.keys(answers).length) {
    const image = firstImageOf(api, routeDef, pathname, answers);
    const preload = image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">` : '';
    // Inline JSON: `<` escaped, so no text in an answer can close the script element.
    const json = JSON.stringify({ profileId, answers }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    script = `${preload}<script type="application/json" id="${scriptId}">${json}</script>`;
  }
  return { script, calls: byCall, profileId: profileId === null ? null : Number(profileId), ...(withSession && { session: jsonOf(session) }) };
}

/**
 * A file from a release's origin (a fragment, a manifest, a renderer): its body when it answers 200 within
 * `timeoutMs`, whatever its size; else rejects.
 */
async function getReleaseFile(url, timeoutMs) {
  const { status, body } = await getText(url, {}, timeoutMs, Infinity);
  if (status !== 200) throw new Error(`it answered ${status}`);
  return body;
}

module.exports = { ANSWERS_TIMEOUT_MS, TOKEN_COOKIE, askFirstAnswers, cookieValue, firstAnswerCalls, firstAnswerUrls, getReleaseFile, getText, routeParams };
