/**
 * The HTML of the shell's documents (documents.js serves them; docs/decisions/0023, 0087): which pre-rendered page a
 * path has in the registry, a fragment's head and body, the shell's frame around it, the time-limited parts of a page,
 * and a member's document with the registry inline and the page's remote preloaded. Pure functions of their inputs.
 */
/** The names @sift/contracts calls PRERENDERED_DOCUMENT (a test checks they agree). */
const DOCUMENT = {
  containerId: 'sift-document',
  bodyMarker: '<!--sift:body-->',
  frameSlot: '<!--sift:document-->',
  registryId: 'sift-registry',
  answersId: 'sift-first-answers',
  memberKind: 'member',
  untilAttribute: 'data-sift-until',
  earlyPressesKey: '__siftEarlyPresses',
};

/**
 * The pre-rendered page's first script, right before it (decision 0137): until the shell's entry has run (on a slow
 * phone, seconds after the page is painted), a button pressed on the page is held in the window's earlyPressesKey
 * array, and a form is never sent by the browser (a password would go into the URL). The shell takes the presses over
 * (start-on-intent's holdPresses), sets the property to null, and replays them on the app's page at the take-over. It
 * listens on the document, so it can come before the page: the template hides #root with `#sift-document + #root`,
 * which needs the two side by side.
 */
const HOLD_EARLY_PRESSES =
  `(function(w,k,id){var d=document,p=w[k]=[];function page(e){var c=d.getElementById(id);return c&&e.target&&c.contains(e.target)?c:null;}` +
  `d.addEventListener("click",function(e){var c=w[k]&&page(e),b=c&&e.target.closest&&e.target.closest("button");` +
  `if(b&&c.contains(b)){e.preventDefault();p.push(b);}},true);` +
  `d.addEventListener("submit",function(e){if(w[k]&&page(e))e.preventDefault();},true);})` +
  `(window,${JSON.stringify(DOCUMENT.earlyPressesKey)},${JSON.stringify(DOCUMENT.containerId)});`;

const escapeAttribute = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The query string of a request's URL ('?a=b', or '' without one). */
function documentSearch(url) {
  try {
    return new URL(url, 'http://x').search;
  } catch {
    return '';
  }
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

/**
 * The remote and fragment URL for a path in the registry, or null: a visitor's page (`documents`), or with `member`
 * a member's page (`memberDocuments`, public data only: docs/decisions/0144).
 */
function findDocument(registry, pathname, { member = false } = {}) {
  for (const [owner, entry] of Object.entries(registry?.remotes ?? {})) {
    const url = (member ? entry?.memberDocuments : entry?.documents)?.[pathname];
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
  html = html.replace(/<div id="?root"?><\/div>/i, (root) => `<script>${HOLD_EARLY_PRESSES}</script>${container}${root}`);
  return startScriptsAfterFirstPaint(html);
}

/**
 * The page is there without scripts, so they must not hold its first paint, nor take the network from it on a slow
 * connection: the shell's deferred scripts are requested once the browser has painted the first frame. Without this,
 * Chrome runs a deferred script before painting when the document parses quickly, and the visitor waits for the
 * whole app to start.
 */
function startScriptsAfterFirstPaint(html, { afterLoad = false } = {}) {
  const sources = [];
  const withoutScripts = html.replace(/<script\b[^>]*\bdefer\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/gi, (_, src) => {
    sources.push(src);
    return '';
  });
  if (!sources.length) return html;
  const run =
    `requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});});});`;
  if (!afterLoad) return withoutScripts.replace(/<\/body>/i, () => `<script>${run}</script></body>`);
  // A member's page (0144): the scripts download beside the page's images (preloaded), and run once the page has
  // loaded and the frame after that has been painted (the hero is painted before the app's work starts), or after
  // MEMBER_START_LATEST_MS whatever still loads (an image server that does not answer must not hold the app).
  const preloads = sources.map((src) => `<link rel="preload" href="${escapeAttribute(src)}" as="script">`).join('');
  const start =
    `<script>(function(){var go=function(){if(!go)return;go=null;requestAnimationFrame(function(){${run}});};` +
    `addEventListener('load',function(){go&&go();});setTimeout(function(){go&&go();},${MEMBER_START_LATEST_MS});})();</script>`;
  return withoutScripts.replace(/<\/head>/i, () => `${preloads}</head>`).replace(/<\/body>/i, () => `${start}</body>`);
}

/** The latest a member's pre-rendered page starts the app, loaded or not (ms after the document's end is parsed). */
const MEMBER_START_LATEST_MS = 3000;

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
 * The remote whose page a signed-in member opens at this path, with that route's definition, or null: a route of a
 * remote that a member may see (public or private; not a visitors-only page such as the landing page or the login,
 * which send members away).
 */
function memberPageOwner(registry, pathname) {
  for (const [owner, entry] of Object.entries(registry?.remotes ?? {})) {
    for (const def of entry?.routes ?? []) {
      if (typeof def?.path !== 'string' || def.access === 'public-only') continue;
      if (routePattern(def.path).test(pathname)) return { owner, manifest: entry.manifest, route: def };
    }
  }
  return null;
}

/**
 * What the browser can fetch at once for a member's page instead of one after the other (issue 19): a connection to
 * the API, the shell's start files (`startFiles`, names in the shell's folder: start-files.js, 0153), and the owning
 * remote's manifest, entry, and './start' scripts and styles, which the app would otherwise ask for only after its
 * own scripts, the registry and the manifest had loaded. The manifest's asset names are relative to it (publicPath
 * 'auto'). The page's styles are linked as stylesheets: they apply from the first paint.
 */
function memberPreloads(registry, manifestUrl, manifest, startFiles = []) {
  const links = [];
  try {
    links.push(`<link rel="preconnect" href="${escapeAttribute(new URL(registry.api).origin)}" crossorigin>`);
  } catch {
    // no API URL: nothing to connect to
  }
  for (const file of startFiles) links.push(`<link rel="preload" href="/${escapeAttribute(file)}" as="script">`);
  if (!manifest) return links.join('');
  const at = (file) => new URL(file, manifestUrl).href;
  links.push(`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin>`);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) links.push(`<link rel="preload" href="${escapeAttribute(at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`))}" as="script">`);
  const start = (manifest.exposes ?? []).find((e) => e.name === 'start' || e.path === './start');
  for (const file of start?.assets?.js?.sync ?? []) links.push(`<link rel="preload" href="${escapeAttribute(at(file))}" as="script">`);
  // The styles as a stylesheet, not a preload: the federation runtime skips a stylesheet whose link is already in the
  // document (a preload link would look loaded to it, and the page would stay unstyled); the shell's sheet comes first.
  for (const href of startStylesheets(manifestUrl, manifest)) links.push(`<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  return links.join('');
}

/** The absolute URLs of the stylesheets of a remote's './start', from its federation manifest. */
function startStylesheets(manifestUrl, manifest) {
  const start = (manifest?.exposes ?? []).find((e) => e.name === 'start' || e.path === './start');
  return (start?.assets?.css?.sync ?? []).map((file) => new URL(file, manifestUrl).href);
}

/** The member frame's empty content area, where a member's pre-rendered page goes (in the app's remote slot). */
const MEMBER_CONTENT = '<div class="site-content"></div>';

/**
 * A signed-in member's document (docs/decisions/0087): index.html with the preloads above, the live registry inline
 * (the shell reads it instead of fetching it), and, before #root, the shell's member frame (the member navbar and an
 * empty content area) as a container the app replaces once the remote has mounted the page. The app starts at once
 * (`data-kind="member"`): a member's page is the member's own. With `fragment` (the remote's pre-rendered member
 * page, public data only: 0144) the content area holds that page, its title and styles go into <head>, buttons
 * pressed on it before the take-over are held and pressed again on the app's page, as on a visitor's page, and the
 * shell's scripts are requested once the page has painted.
 */
function assembleMemberDocument({ template, frame, registryText, registry, pathname, owner, manifestUrl, manifest, fragment = null, startFiles = [] }) {
  let page = prepareFrame(frame).replace(/\{\{href:([A-Za-z0-9]+)\}\}/g, (_, name) => escapeAttribute(pathOfRoute(registry, name)));
  if (fragment) page = page.replace(MEMBER_CONTENT, () => `<div class="site-content"><div class="remote-slot">${fragment.body}</div></div>`);
  const container =
    `<div id="${DOCUMENT.containerId}" data-path="${escapeAttribute(pathname)}" data-remote="${escapeAttribute(owner)}" data-kind="${DOCUMENT.memberKind}">${page}</div>`;
  // Inline JSON: `<` escaped, so no text in it can close the script element.
  const inline = `<script type="application/json" id="${DOCUMENT.registryId}">${registryText.replace(/</g, '\\u003c')}</script>`;
  // Behind a pre-rendered page the shell's start files are not preloaded: the page's images come first (0144).
  const preloads = memberPreloads(registry, manifestUrl, manifest, fragment ? [] : startFiles);
  const title = fragment?.head.find((e) => /^<title>/i.test(e));
  // The page's stylesheets are the remote's './start' styles, which the preloads link already when the manifest was read.
  const headExtras = fragment ? fragment.head.filter((e) => e !== title && !preloads.includes(e)).join('') : '';
  let html = template;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  html = html.replace(/<\/head>/i, () => `${preloads}${headExtras}</head>`);
  if (!fragment) return html.replace(/<div id="?root"?><\/div>/i, (root) => `${inline}${container}${root}`);
  html = html.replace(/<div id="?root"?><\/div>/i, (root) => `${inline}<script>${HOLD_EARLY_PRESSES}</script>${container}${root}`);
  // The page paints from the HTML: the shell's scripts must not hold that first paint (see startScriptsAfterFirstPaint).
  return startScriptsAfterFirstPaint(html, { afterLoad: true });
}

module.exports = {
  documentSearch,
  HOLD_EARLY_PRESSES,
  DOCUMENT,
  escapeAttribute,
  assembleDocument,
  assembleMemberDocument,
  deadlinesOf,
  documentPath,
  findDocument,
  memberPageOwner,
  parseFragment,
  prepareFrame,
  startStylesheets,
  withoutExpired,
};
