/**
 * Where each app is served in development, e2e and the start command: one list for every tool that needs it.
 * SIFT_PORT_OFFSET moves the whole site (every app and the API) so two copies can run side by side on one machine.
 */
const PORT_OFFSET = Number(process.env.SIFT_PORT_OFFSET || 0);

const BASE_PORTS = { shell: 3000, marketing: 3001, discovery: 3002, player: 3003, membership: 3004, account: 3005 };
const DEFAULT_PORTS = Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + PORT_OFFSET]));
const API_PORT = 4000 + PORT_OFFSET;
/** The local OpenID Connect provider standing in for Google and Apple (packages/oidc-dev-provider). */
const OIDC_DEV_PORT = 4080 + PORT_OFFSET;
/**
 * The stand-in streaming services (packages/stand-in-services): development and tests link these instead of the real
 * sites. Each is its own origin: a host name of its own under .localhost (browsers resolve *.localhost to this
 * machine and keep its cookies apart) and a port of its own.
 */
const STAND_IN_BASE_PORTS = { 'prime-video': 4081, peacock: 4082, netflix: 4083, 'paramount-plus': 4084, appletv: 4085 };
const STAND_IN_PORTS = Object.fromEntries(Object.entries(STAND_IN_BASE_PORTS).map(([slug, port]) => [slug, port + PORT_OFFSET]));
const STAND_IN_ORIGINS = Object.fromEntries(Object.entries(STAND_IN_PORTS).map(([slug, port]) => [slug, `http://${slug}.localhost:${port}`]));

/**
 * The production topology on one machine (`npm run start:production`, deploy/): nginx is the only port a browser
 * uses; behind it, on loopback, the shell's document server, the API processes (process i on `api + i`), their
 * Prometheus ports (`metrics + i`; the worker's is `metrics + MAX_API_PROCESSES`), PostgreSQL and the mail catcher.
 * The bases sit in ranges the development ports leave free, so every offset's copy stays apart.
 */
const MAX_API_PROCESSES = 9;
const PRODUCTION_BASE_PORTS = { edge: 3080, documents: 3081, api: 4010, metrics: 4030, postgres: 4050, smtp: 4060, mailUi: 4061 };
const PRODUCTION_PORTS = Object.fromEntries(Object.entries(PRODUCTION_BASE_PORTS).map(([name, port]) => [name, port + PORT_OFFSET]));

/** The five remotes and the folder each lives in. */
const REMOTES = ['marketing', 'discovery', 'player', 'membership', 'account'];
const appDir = (name) => (name === 'shell' ? 'shell' : `mf-${name}`);

/** The file a remote's build writes beside its manifest: its build id and routes, published with its release. */
const RELEASE_FILE = 'sift-release.json';

/**
 * A remote's renderer of the pages the shell's server renders per request (a Node bundle of its documents module,
 * docs/decisions/0159), in its dist/ and release folder.
 */
const RENDERER_FILE = 'renderer/renderer.cjs';

/** The shell's chrome around a pre-rendered page, in the shell's dist/ (docs/decisions/0023). */
const DOCUMENT_FRAME_FILE = 'document-frame.html';
/** The shell's chrome around a member's page while the app starts, in the shell's dist/ (docs/decisions/0087). */
const MEMBER_FRAME_FILE = 'member-frame.html';
/** The scripts the shell's start loads after its entry, in the shell's dist/ (start-files.js, docs/decisions/0153). */
const START_FILES_FILE = 'start-files.json';

/**
 * The origins the edge serves on its one port: the site (the shell, with the API under /api/ so the session cookie
 * stays first-party and no CORS is needed) and each remote's release folder on a host of its own under .localhost
 * (browsers resolve *.localhost to this machine), as a CDN would give each origin a host name.
 */
function productionOrigins({ host = 'localhost', port = PRODUCTION_PORTS.edge } = {}) {
  const site = `http://${host}:${port}`;
  return {
    site,
    api: `${site}/api/`,
    remoteHost: (remote) => `${remote}.${host}`,
    remote: (remote) => `http://${remote}.${host}:${port}/`,
  };
}

module.exports = {
  PORT_OFFSET,
  DEFAULT_PORTS,
  API_PORT,
  OIDC_DEV_PORT,
  STAND_IN_PORTS,
  STAND_IN_ORIGINS,
  REMOTES,
  appDir,
  RELEASE_FILE,
  RENDERER_FILE,
  DOCUMENT_FRAME_FILE,
  MAX_API_PROCESSES,
  PRODUCTION_PORTS,
  productionOrigins,
  MEMBER_FRAME_FILE,
  START_FILES_FILE,
};
