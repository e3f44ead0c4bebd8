/**
 * The shell's server places a remote's pre-rendered page into the document it serves for that path, so a visitor sees
 * the page before any script runs (docs/decisions/0023-prerendered-pages.md). Which page, and where its fragment
 * lives, come from the live registry, read on every request: a remote's release or rollback changes the page on the
 * next load, and the shell knows no remote's pages.
 *
 * The document: index.html with the fragment's <title>/<meta>/<link> elements in <head>, and before #root a container
 *   <div id="sift-document" data-path="/" data-remote="marketing"> shell frame around the fragment's body </div>
 * which the shell's start-up removes once the app has rendered the same page (#root is hidden until then).
 */
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { DOCUMENT_FRAME_FILE, MEMBER_FRAME_FILE } = require('./ports');

/** The names @sift/contracts calls PRERENDERED_DOCUMENT (a test checks they agree). */
const DOCUMENT = {
  containerId: 'sift-document',
  bodyMarker: '<!--sift:body-->',
  frameSlot: '<!--sift:document-->',
  registryId: 'sift-registry',
  memberKind: 'member',
  untilAttribute: 'data-sift-until',
};
/** The site's sign-in cookie (contracts COOKIE_NAMES.token): documents are for visitors; members get the app as before. */
const SESSION_COOKIE = 'sift_token';
const FRAGMENT_TIMEOUT_MS = 3000;
/** After a failed fetch, the plain document is served for this long before the fragment is tried again. */
const RETRY_AFTER_MS = 30_000;
const CACHE_SIZE = 64;
const SIGNED_IN = new RegExp(`(^|;\\s*)${SESSION_COOKIE}=`);

const escapeAttribute = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A Map that forgets its oldest entries beyond `size`. */
function boundedCache(size) {
  const map = new Map();
  return {
    get: (key) => map.get(key),
    set(key, value) {
      map.delete(key);
      map.set(key, value);
      if (map.size > size) map.delete(map.keys().next().value);
      return value;
    },
  };
}

/** The request's path as the documents map names it: no query, no trailing slash (except "/"). */
function documentPath(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The remote and fragment URL for a path in the registry, or null. */
function findDocument(registry, pathname) {
  for (const [owner, entry] of Object.entries(registry?.remotes ?? {})) {
    const url = entry?.documents?.[pathname];
    if (typeof url === 'string' && /^https?:\/\//.test(url)) return { owner, url };
  }
  return null;
}

/** A route name's path from the registry (fixed paths only; anything else falls back to "/"). */
function pathOfRoute(registry, name) {
  for (const entry of Object.values(registry?.remotes ?? {})) {
    const def = entry?.routes?.find((r) => r.name === name || r.formerNames?.includes(name));
    if (def && !def.path.includes(':')) return def.path;
  }
  return '/';
}

/**
 * An element of a pre-rendered page that may be shown only until a time carries `data-sift-until="<ISO time>"` (the
 * landing promo banner, 000 §2.9). It must not contain an element of its own tag (the match ends at the first closing
 * tag of that name).
 */
const TIME_LIMITED = new RegExp(`<([A-Za-z][\\w-]*)\\b[^>]*\\s${DOCUMENT.untilAttribute}="([^"]*)"[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'g');
/** How long the site's clock (the API's GET time/) may take before the server's own clock is used instead. */
const CLOCK_TIMEOUT_MS = 1000;

/** The deadlines of a page's time-limited elements (ms), or [] when it has none. */
function deadlinesOf(body) {
  if (!body.includes(DOCUMENT.untilAttribute)) return [];
  return [...body.matchAll(TIME_LIMITED)].map((match) => Date.parse(match[2]));
}

/** The page without its time-limited elements whose time has come (or whose time cannot be read) at `now`. */
function withoutExpired(body, now) {
  if (!body.includes(DOCUMENT.untilAttribute)) return body;
  return body.replace(TIME_LIMITED, (element, _tag, until) => {
    const deadline = Date.parse(until);
    return Number.isFinite(deadline) && now < deadline ? element : '';
  });
}

/**
 * The site's clock: the API's (GET time/, which development and the e2e suite can move: docs/decisions/0030), so a
 * page served after a deadline by the clock the app reads never shows what the deadline ends, with or without the
 * app. Without an absolute API URL in the registry, or when it does not answer in time, this server's own clock.
 */
async function defaultSiteClock(registry) {
  const api = registry?.api;
  if (typeof api !== 'string' || !/^https?:\/\//.test(api)) return Date.now();
  try {
    const response = await fetch(new URL('time/', api), { signal: AbortSignal.timeout(CLOCK_TIMEOUT_MS) });
    if (!response.ok) return Date.now();
    const now = Date.parse((await response.json())?.now);
    return Number.isFinite(now) ? now : Date.now();
  } catch {
    return Date.now();
  }
}

/** Splits a fragment into its head part (title, meta and link elements only) and its body part. */
function parseFragment(text) {
  const at = text.indexOf(DOCUMENT.bodyMarker);
  if (at < 0) return null;
  const head = text.slice(0, at);
  // Only these may go into <head>: a fragment cannot add scripts there.
  const headElements = head.match(/<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/gi) ?? [];
  return { head: headElements, body: text.slice(at + DOCUMENT.bodyMarker.length).trim() };
}

/** The frame as served: without its comments (the slot marker stays) and without whitespace between tags. */
function prepareFrame(frame) {
  return frame
    .replace(/<!--(?!sift:document-->)[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

/**
 * The served document. `frame` is the shell's chrome around the page (its document-frame.html: the visitor navbar and
 * lowbar, route links as {{href:name}}, the year as {{year}}), so nothing moves when the app takes the page over.
 */
function assembleDocument({ template, frame, fragment, pathname, owner, registry, year }) {
  const title = fragment.head.find((e) => /^<title>/i.test(e));
  const headExtras = fragment.head.filter((e) => e !== title).join('');
  const page = frame
    ? prepareFrame(frame)
        .replace(/\{\{href:([A-Za-z0-9]+)\}\}/g, (_, name) => escapeAttribute(pathOfRoute(registry, name)))
        .replace(/\{\{year\}\}/g, String(year))
        .replace(DOCUMENT.frameSlot, () => fragment.body)
    : fragment.body;
  const container =
    `<div id="${DOCUMENT.containerId}" data-path="${escapeAttribute(pathname)}" data-remote="${escapeAttribute(owner)}">${page}</div>`;
  let html = template;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  html = html.replace(/<\/head>/i, () => `${headExtras}</head>`);
  // The page works without scripts; the "needs JavaScript" notice would only be wrong there.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
  html = html.replace(/<div id="?root"?><\/div>/i, (root) => `${container}${root}`);
  return startScriptsAfterFirstPaint(html);
}

/**
 * The page is there without scripts, so they must not hold its first paint, nor take the network from it on a slow
 * connection: the shell's deferred scripts are requested once the browser has painted the first frame. Without this,
 * Chrome runs a deferred script before painting when the document parses quickly, and the visitor waits for the
 * whole app to start.
 */
function startScriptsAfterFirstPaint(html) {
  const sources = [];
  const withoutScripts = html.replace(/<script\b[^>]*\bdefer\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/gi, (_, src) => {
    sources.push(src);
    return '';
  });
  if (!sources.length) return html;
  const start =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});});});</script>`;
  return withoutScripts.replace(/<\/body>/i, () => `${start}</body>`);
}

/** A route path of the registry (react-router's: `:param`, `:param?`, `*`) as a RegExp over a request's path. */
function routePattern(routePath) {
  const segments = routePath.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`, 'i');
}

/**
 * The remote whose page a signed-in member opens at this path, or null: a route of a remote that a member may see
 * (public or private; not a visitors-only page such as the landing page or the login, which send members away).
 */
function memberPageOwner(registry, pathname) {
  for (const [owner, entry] of Object.entries(registry?.remotes ?? {})) {
    for (const def of entry?.routes ?? []) {
      if (typeof def?.path !== 'string' || def.access === 'public-only') continue;
      if (routePattern(def.path).test(pathname)) return { owner, manifest: entry.manifest };
    }
  }
  return null;
}

/**
 * What the browser can fetch at once for a member's page instead of one after the other (issue 19): a connection to
 * the API, and the owning remote's manifest, entry, and './start' scripts and styles, which the app would otherwise
 * ask for only after its own scripts, the registry and the manifest had loaded. The manifest's asset names are
 * relative to it (publicPath 'auto'). The page's styles are linked as stylesheets: they apply from the first paint.
 */
function memberPreloads(registry, manifestUrl, manifest) {
  const links = [];
  try {
    links.push(`<link rel="preconnect" href="${escapeAttribute(new URL(registry.api).origin)}" crossorigin>`);
  } catch {
    // no API URL: nothing to connect to
  }
  if (!manifest) return links.join('');
  const at = (file) => new URL(file, manifestUrl).href;
  links.push(`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin>`);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) links.push(`<link rel="preload" href="${escapeAttribute(at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`))}" as="script">`);
  const start = (manifest.exposes ?? []).find((e) => e.name === 'start' || e.path === './start');
  for (const file of start?.assets?.js?.sync ?? []) links.push(`<link rel="preload" href="${escapeAttribute(at(file))}" as="script">`);
  // The styles as a stylesheet, not a preload: the federation runtime skips a stylesheet whose link is already in the
  // document (a preload link would look loaded to it, and the page would stay unstyled); the shell's sheet comes first.
  for (const file of start?.assets?.css?.sync ?? []) links.push(`<link rel="stylesheet" href="${escapeAttribute(at(file))}">`);
  return links.join('');
}

/**
 * A signed-in member's document (docs/decisions/0087): index.html with the preloads above, the live registry inline
 * (the shell reads it instead of fetching it), and, before #root, the shell's member frame (the member navbar and an
 * empty content area) as a container the app replaces once the remote has mounted the page. Unlike a pre-rendered
 * page it has nothing to read, so the app starts at once (`data-kind="member"`).
 */
function assembleMemberDocument({ template, frame, registryText, registry, pathname, owner, manifestUrl, manifest }) {
  const page = prepareFrame(frame).replace(/\{\{href:([A-Za-z0-9]+)\}\}/g, (_, name) => escapeAttribute(pathOfRoute(registry, name)));
  const container =
    `<div id="${DOCUMENT.containerId}" data-path="${escapeAttribute(pathname)}" data-remote="${escapeAttribute(owner)}" data-kind="${DOCUMENT.memberKind}">${page}</div>`;
  // Inline JSON: `<` escaped, so no text in it can close the script element.
  const inline = `<script type="application/json" id="${DOCUMENT.registryId}">${registryText.replace(/</g, '\\u003c')}</script>`;
  let html = template.replace(/<\/head>/i, () => `${memberPreloads(registry, manifestUrl, manifest)}</head>`);
  html = html.replace(/<div id="?root"?><\/div>/i, (root) => `${inline}${container}${root}`);
  return html;
}

function readFileCached(cache, file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.text;
  return cache.set(file, { mtimeMs: stat.mtimeMs, text: fs.readFileSync(file, 'utf8') }).text;
}

/**
 * Serves pre-rendered documents for the shell's static server: `handle(req, res, registryText)` answers and returns
 * true when the request is for a page the registry has a document for; false leaves it to the static files.
 */
function createDocumentServer({ dir, fetchFragment = defaultFetchFragment, log = (line) => console.warn(line), siteClock = defaultSiteClock }) {
  const files = boundedCache(4);
  const fragments = boundedCache(CACHE_SIZE);
  const manifests = boundedCache(CACHE_SIZE);
  const answers = boundedCache(CACHE_SIZE);

  async function fragmentAt(url) {
    // A fragment URL names one immutable release: what was fetched once stays right.
    const hit = fragments.get(url);
    if (hit?.fragment) return hit.fragment;
    // An origin that is down must not slow every visit down: wait before asking it again.
    if (hit && Date.now() - hit.failedAt < RETRY_AFTER_MS) return null;
    try {
      const parsed = parseFragment(await fetchFragment(url));
      if (!parsed) throw new Error('it has no body marker');
      return fragments.set(url, { fragment: parsed }).fragment;
    } catch (error) {
      log(`The pre-rendered page ${url} could not be used (${error.message}); serving the plain document.`);
      fragments.set(url, { failedAt: Date.now() });
      return null;
    }
  }

  async function manifestAt(url) {
    // A manifest URL names one immutable release too.
    const hit = manifests.get(url);
    if (hit?.manifest) return hit.manifest;
    if (hit && Date.now() - hit.failedAt < RETRY_AFTER_MS) return null;
    try {
      return manifests.set(url, { manifest: JSON.parse(await fetchFragment(url)) }).manifest;
    } catch (error) {
      log(`The manifest ${url} could not be read for a member's preloads (${error.message}); serving the document without them.`);
      manifests.set(url, { failedAt: Date.now() });
      return null;
    }
  }

  /** The compressed answer for these inputs, made once. */
  function answerFor(key, make) {
    let answer = answers.get(key);
    if (!answer) {
      const html = Buffer.from(make());
      answer = answers.set(key, {
        etag: `"${key.slice(0, 27)}"`,
        identity: html,
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      });
    }
    return answer;
  }

  /** A signed-in member's page of a remote: the member frame and preloads (0087); null when there is none to make. */
  async function memberAnswer(registry, registryText, pathname) {
    const found = memberPageOwner(registry, pathname);
    if (!found) return null;
    const template = readFileCached(files, path.join(dir, 'index.html'));
    const frame = readFileCached(files, path.join(dir, MEMBER_FRAME_FILE));
    if (!template || !frame) return null;
    const manifest = typeof found.manifest === 'string' && /^https?:\/\//.test(found.manifest) ? await manifestAt(found.manifest) : null;
    const key = crypto.createHash('sha256').update(`member\0${template}\0${frame}\0${pathname}\0${registryText}\0${manifest ? 'm' : ''}`).digest('base64url');
    return answerFor(key, () =>
      assembleMemberDocument({ template, frame, registryText, registry, pathname, owner: found.owner, manifestUrl: found.manifest, manifest }),
    );
  }

  async function handle(req, res, registryText) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!registryText) return false;
    const pathname = documentPath(req.url ?? '/');
    if (!pathname || /\.[A-Za-z0-9]+$/.test(pathname)) return false;
    let registry;
    try {
      registry = JSON.parse(registryText);
    } catch {
      return false;
    }
    let answer;
    if (SIGNED_IN.test(req.headers.cookie ?? '')) {
      answer = await memberAnswer(registry, registryText, pathname);
    } else {
      const found = findDocument(registry, pathname);
      if (!found) return false;
      const template = readFileCached(files, path.join(dir, 'index.html'));
      if (!template) return false;
      const fragment = await fragmentAt(found.url);
      if (!fragment) return false;
      const frame = readFileCached(files, path.join(dir, DOCUMENT_FRAME_FILE));
      const year = new Date().getUTCFullYear();
      // A page with time-limited parts (the promo banner) is served without those whose time has come by the
      // site's clock, whenever the page was pre-rendered (000 §2.9); the answer is kept per set of passed deadlines.
      const deadlines = deadlinesOf(fragment.body);
      const now = deadlines.length ? await siteClock(registry) : 0;
      const passed = deadlines.filter((deadline) => !(now < deadline)).join(',');
      const page = passed ? { ...fragment, body: withoutExpired(fragment.body, now) } : fragment;
      const key = crypto.createHash('sha256').update(`${template}\0${frame}\0${found.url}\0${pathname}\0${year}\0${passed}\0${registryText}`).digest('base64url');
      answer = answerFor(key, () => assembleDocument({ template, frame, fragment: page, pathname, owner: found.owner, registry, year }));
    }
    if (!answer) return false;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Cookie',
      ETag: answer.etag,
    };
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = answer[encoding];
    res.writeHead(200, { ...headers, ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { handle };
}

async function defaultFetchFragment(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  return response.text();
}

module.exports = {
  DOCUMENT,
  SESSION_COOKIE,
  assembleDocument,
  assembleMemberDocument,
  withoutExpired,
  defaultSiteClock,
  memberPageOwner,
  prepareFrame,
  createDocumentServer,
  documentPath,
  findDocument,
  parseFragment,
};
