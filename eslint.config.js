/**
 * The import rules of the house, checked by a machine on every `npm test` (README "How it fits"; docs/decisions/0024-import-boundaries.md):
 * - a remote never imports another remote, the shell never imports a remote, and packages import no app;
 * - code reaches another package only through its entry (its package.json `exports`), never its src/;
 * - contracts, the API client and the filter engine import no React (they run on the server too);
 * - the UI kit and the filter UI are presentational: no session, no API, no router, no mount code;
 * - the API server's folders sit in layers (packages/api-server/layers.js, docs/decisions/0120): foundation,
 *   infrastructure, domains, composition; a file never imports from a layer above its own, and a domain imports only
 *   the domains of a lower level (DOMAIN_LEVELS, docs/decisions/0127).
 * Besides imports, only the rules of hooks are checked (they catch real bugs); formatting and style are not this
 * file's business.
 */
const fs = require('node:fs');
const path = require('node:path');
const boundaries = require('eslint-plugin-boundaries');
const reactHooks = require('eslint-plugin-react-hooks');
const tsParser = require('@typescript-eslint/parser');
const { REMOTES } = require('./packages/build-config/ports');
const { SERVER_LAYERS, DOMAIN_LEVELS, ROOT_LAYER } = require('./packages/api-server/layers');

const PACKAGES = fs.readdirSync(path.join(__dirname, 'packages')).filter((name) => fs.existsSync(path.join(__dirname, 'packages', name, 'package.json')));
const FRAMEWORK_FREE = ['contracts', 'api-client', 'filter-engine'];

const remote = (name) => `remote-${name}`;
const pkg = (name) => `package-${name}`;
const allRemotes = REMOTES.map(remote);

// The API server's layers: each folder of its src/ is an element typed by its layer; the files at the root of src/
// are the composition root. They come first in 'boundaries/elements': the first element matching a file counts.
// The domains are one element type each, so that the order among them (DOMAIN_LEVELS, docs/decisions/0127) is kept
// too: a domain imports only the domains of a lower level.
const domainType = (folder) => `server-domain-${folder}`;
const typesOfLayer = ({ layer, folders, levels }) => (levels ? folders.map(domainType) : [`server-${layer}`]);
const typeOfFolder = (l, folder) => (l.levels ? domainType(folder) : `server-${l.layer}`);
const SERVER_TYPES = SERVER_LAYERS.flatMap(typesOfLayer);
const SERVER_ELEMENTS = [
  ...SERVER_LAYERS.flatMap((l) => l.folders.map((folder) => ({ type: typeOfFolder(l, folder), pattern: `packages/api-server/src/${folder}` }))),
  { type: `server-${ROOT_LAYER}`, pattern: 'packages/api-server/src' },
];
const SERVER_POLICIES = SERVER_LAYERS.slice(0, -1).map((l, index) => {
  const above = SERVER_LAYERS.slice(index + 1);
  return {
    from: { element: { types: { anyOf: typesOfLayer(l) } } },
    disallow: { to: { element: { types: { anyOf: above.flatMap(typesOfLayer) } } } },
    message:
      `The API server's ${l.layer} (${l.folders.map((f) => `${f}/`).join(', ')}) imports nothing from a layer above it ` +
      `(${above.map((a) => a.layer).join(', ')}): move the code down, or let the layer above hand it in (docs/decisions/0120).`,
  };
});
const folderList = (folders) => folders.map((f) => `${f}/`).join(', ');
const DOMAIN_POLICIES = DOMAIN_LEVELS.flatMap(({ level }, index) => {
  const below = DOMAIN_LEVELS.slice(0, index).flatMap((l) => l.folders);
  const notBelow = DOMAIN_LEVELS.slice(index).flatMap((l) => l.folders);
  return DOMAIN_LEVELS[index].folders.map((folder) => {
    const refused = notBelow.filter((other) => other !== folder);
    return {
      from: { element: { type: domainType(folder) } },
      disallow: { to: { element: { types: { anyOf: refused.map(domainType) } } } },
      message:
        `The API server's domain ${folder}/ (level '${level}') imports only the domains of a lower level ` +
        `(${below.length ? folderList(below) : 'none'}), never ${folderList(refused)}: move the piece to the domain it belongs to, ` +
        `or let the caller hand it in (a parameter, or a registration from the composition root); docs/decisions/0127.`,
    };
  });
}).filter((policy) => policy.disallow.to.element.types.anyOf.length > 0);

const ENTRY_ONLY = [
  { regex: '^@sift/[^/]+/src(/|$)', message: "Import a package through its entry (its package.json 'exports'), never its src/." },
  { regex: '(^|/)packages/[^/]+/src(/|$)', message: "Import a package through its entry (its package.json 'exports'), never its src/." },
];
const UI_KIT_ONLY_LOOKS = [
  { group: ['@sift/app-kit', '@sift/api-client', '@sift/mount', 'react-router', 'react-router-dom', 'jotai'], message: 'The UI kit is presentational: links, data and session come from the caller.' },
];
// What the shell shares of a package as a subset of its names (packages/build-config/shared/<file>, docs/decisions/0134):
// an app's source imports only those names; tests run on the whole package.
function importSubset(name, file, decision) {
  const names = [...fs.readFileSync(path.join(__dirname, 'packages/build-config/shared', file), 'utf8').matchAll(/^  (\w+),$/gm)].map((m) => m[1]);
  const message = `The shell shares only part of ${name}: add the name to packages/build-config/shared/${file} and raise its REVISION (docs/decisions/${decision}).`;
  return { name, allowImportNames: names, allowTypeImports: true, message };
}
const SHARED_SUBSETS = [
  importSubset('react-router', 'react-router.mjs', '0134'),
  { name: 'react-router-dom', message: "Import from 'react-router' (react-router-dom only re-exports it)." },
  importSubset('@tanstack/react-query', 'react-query.mjs', '0162'),
];
// What the shell shares of zod/mini (packages/build-config/shared/zod.mjs, docs/decisions/0139, 0155): the browser's code
// uses only those members of `z` (types such as z.infer are not member expressions: they are free).
const ZOD_MEMBERS = [...fs.readFileSync(path.join(__dirname, 'packages/build-config/shared/zod.mjs'), 'utf8').split('export const z')[1].matchAll(/^  (\w+)[,:]/gm)].map((m) => m[1]);
const ZOD_MESSAGE = 'The shell shares only part of zod: add the member to packages/build-config/shared/zod.mjs and raise its REVISION (docs/decisions/0139).';
const ZOD_SUBSET = [
  { selector: "ImportDeclaration[source.value='zod']", message: "Import from 'zod/mini': the site's one zod API, which tree-shakes (docs/decisions/0155)." },
  { selector: `MemberExpression[object.name='z']:not([property.name=/^(${ZOD_MEMBERS.join('|')})$/])`, message: ZOD_MESSAGE },
  { selector: "MemberExpression[object.object.name='z'][object.property.name='coerce']:not([property.name='number'])", message: ZOD_MESSAGE },
];
const BROWSER_SOURCES = ['shell/**', 'mf-*/**', ...['contracts', 'ui', 'linking-ui', 'payment-ui', 'app-kit', 'api-client', 'mount', 'data', 'filter-ui', 'filter-engine'].map((name) => `packages/${name}/**`)];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/*.test-utils.{ts,tsx}', 'e2e/**'];
const NO_REACT = [
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'jotai', 'jotai/*', 'single-spa-react'], message: 'contracts, the API client and the filter engine are framework-free: they import no React.' },
];

module.exports = [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/.tmp/**', '.releases/**', '.data/**', '.tools/**', '**/coverage/**', 'packages/demo-media/media/**', '.e2e-*/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { boundaries, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: path.join(__dirname, 'tsconfig.json') }, node: true },
      // Element patterns are paths from the repository's root whatever folder eslint runs in (a package's own
      // jest, as the PostgreSQL run does, lints the structure test's fixtures from packages/api-server).
      'boundaries/root-path': __dirname,
      'boundaries/elements': [
        ...SERVER_ELEMENTS,
        { type: 'shell', pattern: 'shell' },
        ...REMOTES.map((name) => ({ type: remote(name), pattern: `mf-${name}` })),
        ...PACKAGES.map((name) => ({ type: pkg(name), pattern: `packages/${name}` })),
        { type: 'e2e', pattern: 'e2e' },
        { type: 'scripts', pattern: 'scripts' },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: SHARED_SUBSETS, patterns: ENTRY_ONLY }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shell' } },
              disallow: { to: { element: { types: { anyOf: allRemotes } } } },
              message: 'The shell knows remotes only through the registry and the mount contract: it never imports one.',
            },
            ...REMOTES.map((name) => ({
              from: { element: { type: remote(name) } },
              disallow: { to: { element: { types: { anyOf: [...allRemotes.filter((r) => r !== remote(name)), 'shell'] } } } },
              message: 'A remote never imports another remote or the shell: shared code moves down into packages/.',
            })),
            ...PACKAGES.map((name) => ({
              from: { element: { type: pkg(name) } },
              disallow: { to: { element: { types: { anyOf: [...allRemotes, 'shell'] } } } },
              message: 'Packages sit below the apps: a package never imports the shell or a remote.',
            })),
            {
              from: { element: { types: { anyOf: SERVER_TYPES } } },
              disallow: { to: { element: { types: { anyOf: [...allRemotes, 'shell'] } } } },
              message: 'Packages sit below the apps: a package never imports the shell or a remote.',
            },
            ...SERVER_POLICIES,
            ...DOMAIN_POLICIES,
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Code that runs in the browser uses the part of zod the shell shares.
    files: BROWSER_SOURCES.map((folder) => `${folder}/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...ZOD_SUBSET] },
  },
  {
    // Tests run on the whole react-router (a MemoryRouter, say) and query library, not the shared parts.
    files: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: ENTRY_ONLY }] },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx,js}', 'packages/filter-ui/**/*.{ts,tsx,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ENTRY_ONLY, ...UI_KIT_ONLY_LOOKS] }] },
  },
  {
    // The card entry is presentational too: the sandbox's calls come from the caller's API client.
    files: ['packages/payment-ui/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...ENTRY_ONLY, { group: ['@sift/app-kit', '@sift/mount', 'react-router', 'react-router-dom', 'jotai'], message: 'The card entry is presentational: data and session come from the caller.' }] },
      ],
    },
  },
  {
    // Linking's shared pieces: calls and links come from the remote that uses them; what they load is kept in the
    // site's one data layer (@sift/data, which names the signed-in account's scope: 0086), never app-kit directly.
    files: ['packages/linking-ui/**/*.{ts,tsx,js}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ENTRY_ONLY, ...UI_KIT_ONLY_LOOKS] }] },
  },
  {
    files: FRAMEWORK_FREE.map((name) => `packages/${name}/**/*.{ts,tsx,js}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [...ENTRY_ONLY, ...NO_REACT] }] },
  },
];
