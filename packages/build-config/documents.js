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
const { DOCUMENT_FRAME_FILE, MEMBER_FRAME_FILE, START_FILES_FILE } = require('./ports');
const html = require('./document-html');
const { ANSWERS_TIMEOUT_MS, TOKEN_COOKIE, askFirstAnswers, getReleaseFile } = require('./first-answers');
const { createRenderers } = require('./renderers');

const { assembleDocument, assembleMemberDocument, deadlinesOf, documentPath, documentSearch, findDocument, memberPageOwner, parseFragment, startStylesheets, withoutExpired } =
  html;

/** The site's sign-in cookie (contracts COOKIE_NAMES.token): documents are for visitors; members get the app as before. */
const SESSION_COOKIE = TOKEN_COOKIE;
const FRAGMENT_TIMEOUT_MS = 3000;
/** After a failed fetch, the plain document is served for this long before the fragment is tried again. */
const RETRY_AFTER_MS = 30_000;
const CACHE_SIZE = 64;
const SIGNED_IN = new RegExp(`(^|;\\s*)${SESSION_COOKIE}=`);

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

/** How long the site's clock (the API's GET time/) may take before the server's own clock is used instead. */
const CLOCK_TIMEOUT_MS = 1000;

/**
 * The site's clock: the API's (GET time/, which development and the e2e suite can move: docs/decisions/0030), so a
 * page served after a deadline by the clock the app reads never shows what the deadline ends, with or without the
 * app. Without an absolute API URL in the registry, or when it does not answer in time (`timeoutMs`), this server's
 * own clock.
 */
async function defaultSiteClock(registry, { timeoutMs = CLOCK_TIMEOUT_MS } = {}) {
  const api = registry?.api;
  if (typeof api !== 'string' || !/^https?:\/\//.test(api)) return Date.now();
  try {
    const response = await fetch(new URL('time/', api), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return Date.now();
    const now = Date.parse((await response.json())?.now);
    return Number.isFinite(now) ? now : Date.now();
  } catch {
    return Date.now();
  }
}

/** The file names of a start-files.json (0153): plain names of the shell's folder only, else none. */
function startFilesOf(text) {
  try {
    const js = JSON.parse(text)?.js;
    return Array.isArray(js) ? js.filter((file) => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) : [];
  } catch {
    return [];
  }
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
function createDocumentServer({
  dir,
  fetchFragment = defaultFetchFragment,
  log = (line) => console.warn(line),
  siteClock = defaultSiteClock,
  getAnswer,
  answersTimeoutMs = Number(process.env.SIFT_FIRST_ANSWERS_TIMEOUT_MS) || ANSWERS_TIMEOUT_MS,
  renderers = createRenderers({ fetchText: fetchFragment, log, ...(Number(process.env.SIFT_RENDER_TIMEOUT_MS) && { timeoutMs: Number(process.env.SIFT_RENDER_TIMEOUT_MS) }) }),
}) {
  const files = boundedCache(8);
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

  /**
   * A member's document made for this request alone (its first answers, or its page rendered for the member: 0154,
   * 0159), so no ETag (a 304 would bring back another moment's page) and never kept by a cache.
   */
  function personalAnswer(page) {
    const body = Buffer.from(page);
    return {
      personal: true,
      identity: body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: zlib.gzipSync(body, { level: 6 }),
    };
  }

  /** The first answers' script put before the document's container. */
  const withScript = (page, script) => page.replace(`<div id="${html.DOCUMENT.containerId}"`, (container) => `${script}${container}`);

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

  /**
   * The owner's renderer when the route is rendered per request (0159) and the owner's release has one; else null.
   */
  function rendererOf(registry, found) {
    const url = registry.remotes?.[found.owner]?.renderer;
    return found.route?.renderedPerRequest === true && typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
  }

  /**
   * The page rendered for this member by its release's renderer (0159), as a fragment; null when it cannot be (no
   * session or first answer came, no manifest to style it, the render failed or took too long).
   */
  async function renderedFragment(registry, found, pathname, search, renderer, asked, manifest) {
    if (!asked?.session || !Object.keys(asked.calls).length || !manifest) return null;
    const page = await renderers.render(renderer, {
      route: found.route.name,
      path: pathname,
      search,
      answers: asked.calls,
      session: asked.session,
      profileId: asked.profileId,
      buildId: registry.remotes[found.owner].version,
      registry: { remotes: registry.remotes },
      stylesheets: startStylesheets(found.manifest, manifest),
    });
    return page ? parseFragment(page) : null;
  }

  /**
   * A signed-in member's page of a remote: the member frame and preloads (0087), with the page rendered for the member
   * when its route is rendered per request (0159), else the remote's pre-rendered member page when the registry has
   * one for the path (0144); null when there is none to make.
   */
  async function memberAnswer(registry, registryText, pathname, req) {
    const found = memberPageOwner(registry, pathname);
    if (!found) return null;
    const renderer = rendererOf(registry, found);
    const asking = askFirstAnswers({
      api: registry.api,
      routeDef: found.route,
      pathname,
      req,
      scriptId: html.DOCUMENT.answersId,
      timeoutMs: answersTimeoutMs,
      withSession: renderer !== null,
      ...(getAnswer ? { get: getAnswer } : {}),
    }).catch(() => null);
    const template = readFileCached(files, path.join(dir, 'index.html'));
    const frame = readFileCached(files, path.join(dir, MEMBER_FRAME_FILE));
    if (!template || !frame) return null;
    // The shell's start files (0153); a build without the list preloads none.
    const startText = readFileCached(files, path.join(dir, START_FILES_FILE)) ?? '';
    const manifest = typeof found.manifest === 'string' && /^https?:\/\//.test(found.manifest) ? manifestAt(found.manifest) : null;
    const inputs = { template, frame, registryText, registry, pathname, owner: found.owner, manifestUrl: found.manifest, startFiles: startFilesOf(startText) };
    if (renderer) {
      const [asked, read] = await Promise.all([asking, manifest]);
      const rendered = await renderedFragment(registry, found, pathname, documentSearch(req.url ?? '/'), renderer, asked, read);
      if (rendered) return personalAnswer(withScript(assembleMemberDocument({ ...inputs, manifest: read, fragment: rendered }), asked.script));
    }
    const [read, fragment] = await Promise.all([manifest, memberFragment(registry, pathname, found.owner)]);
    const key = crypto
      .createHash('sha256')
      .update(`member\0${template}\0${frame}\0${startText}\0${pathname}\0${registryText}\0${read ? 'm' : ''}\0${fragment ? 'f' : ''}`)
      .digest('base64url');
    const answer = answerFor(key, () => assembleMemberDocument({ ...inputs, manifest: read, fragment }));
    const script = (await asking)?.script;
    return script ? personalAnswer(withScript(answer.identity.toString(), script)) : answer;
  }

  /** The owner's pre-rendered member page for the path, or null (none, or its file cannot be had: the frame alone). */
  async function memberFragment(registry, pathname, owner) {
    const document = findDocument(registry, pathname, { member: true });
    return document && document.owner === owner ? fragmentAt(document.url) : null;
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
      // The live releases' renderers start before their first page is asked for (a release's first member waits less).
      for (const entry of Object.values(registry.remotes ?? {})) {
        if (typeof entry?.renderer === 'string' && /^https?:\/\//.test(entry.renderer)) renderers.warm(entry.renderer);
      }
      answer = await memberAnswer(registry, registryText, pathname, req);
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
      'Cache-Control': answer.personal ? 'private, no-store' : 'no-cache',
      Vary: 'Accept-Encoding, Cookie',
      ...(answer.etag ? { ETag: answer.etag } : {}),
    };
    if (answer.etag && req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = answer[encoding];
    res.writeHead(200, { ...headers, ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { handle, close: () => renderers.close() };
}

/** A fragment or a manifest from a remote's origin; a *.localhost host (the production topology's edge) is this machine. */
function defaultFetchFragment(url) {
  return getReleaseFile(url, FRAGMENT_TIMEOUT_MS);
}

// The server, and the HTML functions its callers and tests use (document-html.js).
module.exports = { ...html, SESSION_COOKIE, defaultSiteClock, createDocumentServer };
