/**
 * The TV simulator (development only, never in production): a page that plays a TV app's part in the device flow,
 * so registration and code linking can be tried by hand and in e2e. It asks this server for a code
 * (POST tv-devices/authorizations/), shows it as a TV would, polls POST tv-devices/token/ at the interval it was
 * given and turns to "linked" with the device's name once a member entered the code on the site.
 *
 *   /dev/tv-simulator/?kind=link&type=firetv&name=Living%20Room%20TV    six characters, for /link
 *   /dev/tv-simulator/?kind=setup&type=appletv                          five letters, for /devices/link/appletv
 */
import type { FastifyInstance } from 'fastify';
import { TV_DEVICE_KINDS } from '@sift/contracts';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sift TV simulator</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b0d12; color: #f3f4f7; font-family: system-ui, sans-serif; }
  main { width: min(42rem, 92vw); text-align: center; padding: 2rem; border: 2px solid #2a2f3a; border-radius: 1.5rem; background: #141821; }
  h1 { font-size: 1.4rem; margin: 0 0 1.5rem; color: #c9ccd6; }
  .code { font-size: clamp(2.5rem, 9vw, 4.5rem); font-weight: 800; letter-spacing: .35em; margin: 1rem 0; font-variant-numeric: tabular-nums; }
  .where { color: #c9ccd6; }
  .where strong { color: #fff; }
  .linked { font-size: 2rem; font-weight: 800; color: #7ee2a8; }
  .error { color: #ff9b9b; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: .6rem; border: 0; background: #4f7cff; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: auto auto; gap: .25rem 1rem; justify-content: center; color: #c9ccd6; }
  dt { text-align: right; } dd { margin: 0; text-align: left; color: #fff; }
</style>
</head>
<body>
<main aria-live="polite">
  <h1 id="device"></h1>
  <div id="screen"><p>Asking for a code…</p></div>
</main>
<script src="/dev/tv-simulator/simulator.js"></script>
</body>
</html>`;

const KINDS = JSON.stringify(TV_DEVICE_KINDS.map((k) => ({ id: k.id, label: k.label })));

/** The simulator's script: plain browser JavaScript, served as a file (the API's CSP allows no inline script). */
const SCRIPT = `(() => {
  const kinds = ${KINDS};
  const params = new URLSearchParams(location.search);
  const codeKind = params.get('kind') === 'setup' ? 'setup' : 'link';
  const kind = kinds.find((k) => k.id === params.get('type')) || kinds[0];
  const deviceName = params.get('name') || ('Sift on ' + kind.label);
  const screen = document.getElementById('screen');
  document.getElementById('device').textContent = deviceName + ' (' + kind.label + ' simulator)';
  const api = (path, body) => fetch('/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then(async (r) => ({ status: r.status, body: await r.json().catch(() => ({})) }));
  const el = (tag, props, text) => Object.assign(document.createElement(tag), props, text === undefined ? {} : { textContent: text });
  function show(...nodes) { screen.replaceChildren(...nodes); }
  function again(label) {
    const button = el('button', { type: 'button' }, label);
    button.addEventListener('click', start);
    return button;
  }
  async function start() {
    show(el('p', {}, 'Asking for a code…'));
    const answer = await api('tv-devices/authorizations/', { type: kind.id, code_kind: codeKind, device_name: deviceName });
    if (answer.status !== 201) { show(el('p', { className: 'error', role: 'alert' }, answer.body.detail || answer.body.type?.[0] || 'Could not get a code.'), again('Try again')); return; }
    const a = answer.body;
    const shown = codeKind === 'link' ? a.user_code.slice(0, 3) + '-' + a.user_code.slice(3) : a.user_code;
    document.body.dataset.userCode = a.user_code;
    const where = el('p', { className: 'where' });
    where.append('Go to ', el('strong', {}, a.verification_uri), codeKind === 'link' ? ' and enter this code:' : ' and enter this setup code:');
    show(where, el('p', { className: 'code', id: 'user-code', 'aria-label': 'Code ' + a.user_code.split('').join(' ') }, shown), el('p', { className: 'where' }, 'Waiting for the code to be entered…'));
    let interval = a.interval;
    const poll = async () => {
      const r = await api('tv-devices/token/', { device_code: a.device_code });
      if (r.status === 200) {
        document.body.dataset.linked = 'true';
        const facts = el('dl');
        facts.append(el('dt', {}, 'Device'), el('dd', { id: 'linked-device' }, r.body.device.name), el('dt', {}, 'Account'), el('dd', {}, r.body.account));
        show(el('p', { className: 'linked' }, 'Linked'), facts);
        return;
      }
      const error = r.body.error;
      if (error === 'slow_down') interval += 5;
      if (error === 'authorization_pending' || error === 'slow_down') { setTimeout(poll, interval * 1000); return; }
      show(el('p', { className: 'error', role: 'alert' }, r.body.error_description || 'This code no longer works.'), again('Get a new code'));
    };
    setTimeout(poll, interval * 1000);
  }
  start();
})();`;

export function registerTvSimulatorRoutes(app: FastifyInstance) {
  app.get('/dev/tv-simulator/', async function tvSimulatorPage(_request, reply) {
    reply.type('text/html; charset=utf-8');
    return PAGE;
  });
  app.get('/dev/tv-simulator/simulator.js', async function tvSimulatorScript(_request, reply) {
    reply.type('text/javascript; charset=utf-8');
    return SCRIPT;
  });
}
