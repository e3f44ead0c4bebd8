/**
 * The releases' renderers, run by the shell's server (docs/decisions/0159). A remote whose routes say
 * `renderedPerRequest` publishes a renderer with its release (its documents module bundled for Node: the registry
 * entry's `renderer`); the shell's server renders such a page for each member's request with it, from the page's
 * first answers, and places it in the member frame. The shell knows no remote's pages: only this contract.
 *
 * A renderer's URL names one immutable release: its file is fetched once, written to a folder of this server, and run
 * in a worker thread of its own, so a render that throws, hangs or leaks stays in its worker, and the shell's server
 * keeps answering. Nothing here may make a page fail: a renderer that cannot be had, a render that fails or takes
 * longer than `timeoutMs`, gives null, and the document is served as before (the frame, the app renders the page).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Worker } = require('node:worker_threads');

/** How long a document waits for its page's render (the renderer's first load included) before it goes without. */
const RENDER_TIMEOUT_MS = 300;
/** After a renderer could not be fetched or loaded, or a render hung, it is left alone for this long. */
const RETRY_AFTER_MS = 30_000;
/** Renderers kept running at once (one per live release that has one; older releases' are stopped). */
const MAX_RENDERERS = 4;
const WORKER_FILE = path.join(__dirname, 'renderer-worker.js');

/**
 * `render(url, request)` -> the page's fragment (the format of a pre-rendered page) or null; `warm(url)` starts a
 * renderer before its first page; `close()` stops every worker. `fetchText(url)` reads a renderer's file from its release's origin.
 */
function createRenderers({ fetchText, log = (line) => console.warn(line), timeoutMs = RENDER_TIMEOUT_MS, folder = null }) {
  /** url -> { worker, ready, pending } | { failedAt } */
  const renderers = new Map();
  let dir = folder;

  function forget(url) {
    const entry = renderers.get(url);
    renderers.delete(url);
    entry?.worker?.terminate().catch(() => undefined);
    for (const settle of entry?.pending?.values() ?? []) settle(null);
  }

  function failed(url, why) {
    log(`The renderer ${url} is not used for ${RETRY_AFTER_MS / 1000} s (${why}); members' pages are served without it.`);
    forget(url);
    renderers.set(url, { failedAt: Date.now() });
  }

  async function start(url) {
    const text = await fetchText(url);
    dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sift-renderers-'));
    const file = path.join(dir, `${crypto.createHash('sha256').update(url).digest('hex').slice(0, 32)}.cjs`);
    fs.writeFileSync(file, text);
    return file;
  }

  /** The running renderer of `url`, started on its first use; null while it cannot be had. */
  function rendererFor(url) {
    const found = renderers.get(url);
    if (found?.worker || found?.starting) return found;
    if (found && Date.now() - found.failedAt < RETRY_AFTER_MS) return null;
    // Room for it: the renderer used least recently is stopped.
    while (renderers.size >= MAX_RENDERERS) forget(renderers.keys().next().value);
    const entry = { pending: new Map(), nextId: 0, ready: false };
    entry.starting = start(url).then(
      (file) => {
        if (renderers.get(url) !== entry) return;
        const worker = new Worker(WORKER_FILE, { workerData: { file } });
        entry.worker = worker;
        worker.unref();
        worker.on('message', (message) => {
          if (message.ready) {
            entry.ready = true;
            return;
          }
          const settle = entry.pending.get(message.id);
          entry.pending.delete(message.id);
          if (message.error) log(`The renderer ${url} could not render ${message.path}: ${message.error}`);
          settle?.(typeof message.html === 'string' ? message.html : null);
        });
        worker.on('error', (error) => failed(url, error.message));
        worker.on('exit', () => renderers.get(url) === entry && failed(url, 'its worker stopped'));
      },
      (error) => failed(url, `it could not be read: ${error.message}`),
    );
    renderers.set(url, entry);
    return entry;
  }

  /** The fragment of `request.path` rendered by the renderer at `url` (see renderRequest in @sift/mount), or null. */
  async function render(url, request) {
    const entry = rendererFor(url);
    if (!entry) return null;
    // Most recently used last: the first to go when there are too many.
    renderers.delete(url);
    renderers.set(url, entry);
    const id = entry.nextId++;
    return new Promise((resolve) => {
      let timer;
      const settle = (html) => {
        clearTimeout(timer);
        entry.pending.delete(id);
        resolve(html);
      };
      timer = setTimeout(() => {
        settle(null);
        // A renderer still loading its bundle keeps loading; one that is running and did not answer may be stuck
        // (renders are one at a time): it is stopped, and started again after a while.
        if (entry.ready) failed(url, `a render took over ${timeoutMs} ms`);
      }, timeoutMs);
      entry.pending.set(id, settle);
      entry.starting.then(() => {
        if (entry.pending.has(id)) entry.worker?.postMessage({ id, request });
      });
    });
  }

  /** Starts the renderer of `url` ahead of its first page (loading its bundle takes a few hundred ms). */
  function warm(url) {
    if (!renderers.has(url)) rendererFor(url);
  }

  async function close() {
    for (const url of [...renderers.keys()]) forget(url);
  }

  return { render, warm, close };
}

module.exports = { RENDER_TIMEOUT_MS, createRenderers };
