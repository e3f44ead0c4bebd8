/**
 * One release's renderer in a worker thread of the shell's server (renderers.js, docs/decisions/0159): loads the
 * renderer's bundle, says when it is ready, then renders each request it is sent (one at a time: the renderer's own
 * queue) and answers with the fragment, or with what went wrong.
 */
const { parentPort, workerData } = require('node:worker_threads');

// The bundle is a production build: React's server renderer reads this once, when it is loaded.
process.env.NODE_ENV = 'production';
const loaded = require(workerData.file);
const renderer = loaded?.default ?? loaded;
if (typeof renderer?.renderRequest !== 'function') throw new Error('the bundle has no renderRequest');
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, request }) => {
  renderer.renderRequest(request).then(
    (html) => parentPort.postMessage({ id, html: typeof html === 'string' ? html : null }),
    (error) => parentPort.postMessage({ id, path: request?.path, error: String(error?.message ?? error) }),
  );
});
