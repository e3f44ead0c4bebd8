/**
 * The one webpack + Module Federation configuration. The shell calls createConfig({kind: 'host'}), every remote
 * createConfig({kind: 'remote'}). Loaders, output naming, the federation options and the shared singletons live
 * here and nowhere else (docs/decisions/0001-runtime-remotes.md, 0002-mount-contract.md).
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * Loaded once for the whole site. Subpaths are listed where React 19 puts real code in them (react-dom/client
 * is the renderer). @sift/app-kit carries the one session store, the mount contract and the one query client, so it
 * must be a singleton too, and so must @tanstack/react-query, whose hooks every remote points at that client
 * (docs/decisions/0086). Nothing else of ours is shared: contracts, the API client and the UI kit are bundled by each app, so a remote
 * that needs a new call, schema or component releases without the shell (docs/decisions/0022-what-is-shared.md).
 * zod is shared as the part of zod/mini's `z` the apps use, react-router and the query library as the names they import
 * (SUBSETS below, docs/decisions/0134, 0139, 0155, 0162).
 */
const SHARED_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom', 'jotai', '@tanstack/react-query', '@sift/app-kit', 'zod/mini'];

/**
 * Shared, but not singletons: libraries without state of their own that the shell and every remote load whole on their
 * first page (the API client's ky). A remote uses the copy the shell has loaded when its version is in the range the
 * remote was built with, else its own; the release check has nothing to refuse (docs/decisions/0156). Shared by an
 * app that depends on one itself or through one of its @sift packages. Not for a library the shell uses only in part
 * (single-spa-react: the shell's build keeps its context, a share keeps the whole module).
 */
const SHARED_LIBRARIES = ['ky'];

/** Chunk and network loading time-out (000 §9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const fs = require('node:fs');
const zlib = require('node:zlib');
const { API_PORT, DEFAULT_PORTS, DOCUMENT_FRAME_FILE, MEMBER_FRAME_FILE, RELEASE_FILE, RENDERER_FILE, appDir } = require('./ports');
const { devRegistry } = require('./dev-registry');
const { loadRemoteRoutes, ROOT: REPO_ROOT } = require('./remote-routes');
const { findRouteLinks, frameLinks, mergeLinks } = require('./route-links');
const { StartFilesPlugin } = require('./start-files');

const APP_KIT_SOURCES = path.join(REPO_ROOT, 'packages', 'app-kit') + path.sep;

/** The absolute paths of our own modules in a compilation (not node_modules): the code the build ships. */
function ownModules(compilation) {
  const files = new Set();
  for (const module of compilation.modules) {
    const resource = module.resource;
    if (typeof resource === 'string' && !resource.includes(`${path.sep}node_modules${path.sep}`)) files.add(resource.split('?')[0]);
  }
  return [...files];
}

/** A file's place for people: inside the app as `<app folder>/...` (also for a copy of the app), else from the repo root. */
const labelFor = (name, dir) => (file) => {
  const inApp = path.relative(dir, file);
  return inApp.startsWith('..') ? path.relative(REPO_ROOT, file) : path.posix.join(appDir(name), inApp.split(path.sep).join('/'));
};

/**
 * Writes the app's release file (sift-release.json) into the build output: its build id, the route names it serves
 * and the route names its code links to (found in the modules of this build: route-links.js); for a remote also its
 * routes (its src/routes.ts, validated), so the release of this exact build publishes exactly these routes
 * (docs/decisions/0020-routes-owned-by-remotes.md, 0071). A link that cannot be followed fails the build.
 */
class ReleaseFilePlugin {
  constructor({ kind, name, dir, buildId, frames = [], findLinks, renderer = false }) {
    Object.assign(this, { kind, name, dir, buildId, frames, findLinks, renderer });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseFilePlugin', (compilation) => {
      let files = [];
      compilation.hooks.finishModules.tap('ReleaseFilePlugin', () => {
        // A remote's copy of @sift/app-kit never runs: the shell's copy of a shared singleton wins (loaded-first,
        // docs/decisions/0022), so its links are the shell's.
        files = ownModules(compilation).filter((file) => this.kind === 'host' || !file.startsWith(APP_KIT_SOURCES));
      });
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const label = labelFor(this.name, this.dir);
          // Development rebuilds skip the search (it can start the type checker); only a production build is released.
          const found = this.findLinks ? findRouteLinks(files, { label }) : { links: {}, problems: [] };
          for (const problem of found.problems) compilation.errors.push(new webpack.WebpackError(`Route links: ${problem}`));
          let release;
          if (this.kind === 'remote') {
            compilation.fileDependencies.add(path.join(this.dir, 'src', 'routes.ts'));
            const routes = loadRemoteRoutes(path.relative(REPO_ROOT, this.dir));
            release = {
              name: this.name,
              buildId: this.buildId,
              builtAt: new Date().toISOString(),
              ...routes,
              serves: routes.routes.flatMap((r) => [r.name, ...(r.formerNames ?? [])]),
              links: found.links,
              // Built beside this build by the renderer's compiler (rendererConfig, docs/decisions/0159).
              ...(this.renderer && { renderer: RENDERER_FILE }),
            };
          } else {
            // The shell's frames link to routes as well ({{href:Name}} placeholders the server fills in).
            const links = this.frames.reduce((all, frame) => mergeLinks(all, frameLinks(frame, label)), found.links);
            release = { name: this.name, buildId: this.buildId, builtAt: new Date().toISOString(), serves: shellRouteNames(), links };
          }
          compilation.emitAsset(RELEASE_FILE, new webpack.sources.RawSource(`${JSON.stringify(release, null, 2)}\n`));
        },
      );
    });
  }
}

/** The shell's own routes (SHELL_ROUTES of the contracts). */
function shellRouteNames() {
  const { SHELL_ROUTES } = require('tsx/cjs/api').require(path.join(REPO_ROOT, 'packages', 'contracts', 'src', 'routes', 'shell-routes.ts'), __filename);
  return SHELL_ROUTES.map((r) => r.name);
}

/** Text assets are published pre-compressed (brotli and gzip); the static servers pick one by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const compressionPlugins = () => [
  new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 512, minRatio: 0.9 }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 512,
    minRatio: 0.9,
  }),
];

/** The package a bare import names: `react-dom/client` -> `react-dom`, `@scope/name/sub` -> `@scope/name`. */
const packageRoot = (name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');

/** The folder of the package a bare import names, resolved from `fromDir` (not every package exports its package.json). */
function packageFolder(name, fromDir) {
  const root = packageRoot(name);
  // From the entry `require` finds up to the package's folder.
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== root) {
    if (dir === path.dirname(dir)) throw new Error(`No package.json of ${root} above the entry of ${name}`);
    dir = path.dirname(dir);
  }
  return dir;
}

const versionOf = (name, fromDir) => require(path.join(packageFolder(name, fromDir), 'package.json')).version;

/**
 * Shared singletons offered as a subset of their exports, tree-shaken to what the apps use (decision 0134): the
 * subset's module, its revision (a `-browser.N` pre-release of the package's version, so a remote built against a
 * longer list is refused by the release check while the live shell offers a shorter one), and the alias through
 * which the subset reaches the whole package without being shared itself.
 */
const SUBSETS = {
  'react-router': { file: path.join(__dirname, 'shared', 'react-router.mjs'), alias: '@sift/react-router-full' },
  'zod/mini': { file: path.join(__dirname, 'shared', 'zod.mjs'), alias: '@sift/zod-full' },
  '@tanstack/react-query': { file: path.join(__dirname, 'shared', 'react-query.mjs'), alias: '@sift/react-query-full' },
};

function subsetRevision(file) {
  const match = /REVISION: (\d+)/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} names no REVISION`);
  return Number(match[1]);
}

/**
 * The ES module entry of a package or of one of its subpaths (`zod/mini`), as webpack resolves a bare import of it
 * (its exports' `import` condition).
 */
function esmEntry(name, fromDir) {
  const dir = packageFolder(name, fromDir);
  const entry = require(path.join(dir, 'package.json')).exports[`.${name.slice(packageRoot(name).length)}`].import;
  return path.join(dir, typeof entry === 'string' ? entry : entry.default);
}

function sharedFor(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const root = packageRoot(name);
    if (!deps[root]) continue;
    const subset = SUBSETS[name];
    const version = subset ? `${versionOf(name, dir)}-browser.${subsetRevision(subset.file)}` : versionOf(name, dir);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, ...(subset && { import: subset.file }) };
  }
  for (const name of SHARED_LIBRARIES) {
    const from = dependentFolder(name, dir, deps);
    if (!from) continue;
    const version = versionOf(name, from);
    // Through a package of ours, the app cannot resolve the name itself: the share names the file that package gets.
    shared[name] = { singleton: false, requiredVersion: `^${version}`, version, ...(from !== dir && { import: require.resolve(name, { paths: [from] }) }) };
  }
  return shared;
}

/** The folder an app gets a library from: its own when it depends on it, else that of its @sift package that does. */
function dependentFolder(name, dir, deps) {
  if (deps[name]) return dir;
  for (const dep of Object.keys(deps).filter((d) => d.startsWith('@sift/'))) {
    const folder = packageFolder(dep, dir);
    if (require(path.join(folder, 'package.json')).dependencies?.[name]) return folder;
  }
  return null;
}

/** Where each subset's module finds the whole package. */
const subsetAliases = (dir) =>
  Object.fromEntries(Object.entries(SUBSETS).map(([name, { alias }]) => [`${alias}$`, esmEntry(name, dir)]));

/**
 * The shell's frames, copied into dist/ for the shell's server: its chrome around a pre-rendered page
 * (`src/document/document-frame.html`, docs/decisions/0023) and around a member's page while the app starts
 * (`src/document/member-frame.html`, 0087), each when the host has one.
 */
class DocumentFramePlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DocumentFramePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DocumentFramePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            compilation.fileDependencies.add(file);
            // As written: the shell's server reads its comments' slot marker (webpack would minimise an .html asset).
            compilation.emitAsset(path.basename(file), new webpack.sources.RawSource(fs.readFileSync(file, 'utf8')), { minimized: true });
          }
        },
      );
    });
  }
}

/** TypeScript and JSX through SWC, for the browser's build and the renderer's alike. */
const scriptRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target: 'es2022',
      },
    },
  },
});

/**
 * A remote's renderer (docs/decisions/0159): its documents module (`src/documents.ts`) bundled for Node with everything
 * it imports, React's server renderer included, as one CommonJS file the shell's server loads from the release to
 * render the remote's `renderedPerRequest` pages for each member's request. Styles are the browser build's (the
 * fragment links them); here a stylesheet import is nothing.
 */
function rendererConfig({ name, dir, outDir, buildId }) {
  const source = ['documents.tsx', 'documents.ts'].map((file) => path.join(dir, 'src', file)).find((file) => fs.existsSync(file));
  if (!source) throw new Error(`${name} builds a renderer but has no src/documents.ts.`);
  return {
    name: `${name}-renderer`,
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { renderer: source },
    devtool: false,
    output: {
      path: path.join(outDir, path.dirname(RENDERER_FILE)),
      filename: path.basename(RENDERER_FILE),
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: subsetAliases(dir), conditionNames: ['production', 'node', 'import', 'require', 'default'] },
    module: { rules: [scriptRule(true), { test: /\.css$/, type: 'asset/source', generator: { emit: false } }] },
    plugins: [
      new webpack.DefinePlugin({ __SIFT_APP__: JSON.stringify(name), __SIFT_BUILD_ID__: JSON.stringify(buildId) }),
      // One file: the shell's server loads it alone.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Read by a server, never downloaded: not minified (faster builds, readable stack traces).
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The router's server-components code paths load modules by computed names; the renderer never takes them.
    ignoreWarnings: [{ module: /react-router/, message: /Critical dependency/ }],
  };
}

/** The federation plugin's modules that provide a shared package to the share scope, or fall back to the app's copy. */
const SHARED_PACKAGE_MODULES = new Set(['provide-module', 'consume-shared-module']);

/** A chunk loaded for a shared package's own copy (its provision or fallback), not for the app's code. */
const sharedPackageChunk = (chunk) =>
  [...chunk.groupsIterable].some((group) => group.origins.some((origin) => origin.module && SHARED_PACKAGE_MODULES.has(origin.module.type)));

/**
 * @param {object} options
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name   federation name: 'shell' or the remote's name from the route table
 * @param {string} options.dir    the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string, string>} [options.exposes] what a remote exposes: the mount contract says './start' and
 *   nothing else (docs/decisions/0002); only the e2e fixture of a broken release passes anything different.
 * @param {boolean} [options.renderer] a remote with pages rendered per request: its production build also writes its
 *   renderer (rendererConfig, docs/decisions/0159).
 */
function createConfig({ kind, name, dir, exposes = { './start': './src/start.tsx' }, renderer = false }) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    const production = mode === 'production';
    const port = Number(process.env.PORT || DEFAULT_PORTS[name]);
    // The release tool names the build; otherwise the package version and the time of the build.
    const buildId = process.env.SIFT_BUILD_ID || `${require(path.join(dir, 'package.json')).version}-${Date.now()}`;
    const outDir = path.resolve(dir, process.env.SIFT_OUT_DIR || 'dist');
    const frames = [DOCUMENT_FRAME_FILE, MEMBER_FRAME_FILE].map((file) => path.join(dir, 'src', 'document', file)).filter((file) => fs.existsSync(file));

    const federation =
      kind === 'host'
        ? {
            name,
            remotes: {},
            shared: sharedFor(dir),
            shareStrategy: 'loaded-first',
            // The host's manifest lists which files carry each shared package (e2e checks react-dom loads once).
            manifest: { fileName: 'mf-manifest.json' },
            // The federation runtime ships once, in the shell, instead of in every remoteEntry; built for browsers
            // only (its Node code paths dropped). The plugin that hands it to the remotes is what
            // `experiments.provideExternalRuntime` adds, but its ES module build: the CommonJS one pulled a second,
            // CommonJS copy of the whole runtime into the shell's entry (47.9 KB gzipped with both copies).
            runtimePlugins: [esmEntry('@module-federation/inject-external-runtime-core-plugin', path.dirname(require.resolve('@module-federation/enhanced')))],
            experiments: { optimization: { target: 'web' } },
            dts: false,
          }
        : {
            name,
            filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
            exposes,
            shared: sharedFor(dir),
            shareStrategy: 'loaded-first',
            manifest: { fileName: 'mf-manifest.json' },
            // Mounted remotes use the shell's runtime; a remote's standalone dev page (development) keeps its own.
            experiments: { externalRuntime: production },
            dts: false,
          };

    const browser = {
      mode,
      context: dir,
      // A remote's production build is its federation container alone: its standalone page (src/standalone.ts) is
      // the team's dev page, which needs the federation runtime the mounted container takes from the shell. Built
      // beside the container it shared chunks with it, so a member's first page loaded one file more (1.5 KB gzipped
      // of /browse: docs/decisions/0163).
      entry: kind === 'host' ? { main: './src/index.ts' } : production ? {} : { main: './src/standalone.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outDir,
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // The renderer's folder is the other compiler's (built beside this one).
        clean: { keep: (file) => file.startsWith(`${path.dirname(RENDERER_FILE)}/`) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: subsetAliases(dir) },
      module: {
        rules: [
          scriptRule(production),
          // Production builds write real stylesheets (a pre-rendered page is styled before any script runs, and the
          // styles are not JavaScript to download and run: docs/decisions/0031-stylesheets-in-files.md); dev injects them.
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        new webpack.DefinePlugin({
          __SIFT_APP__: JSON.stringify(name),
          __SIFT_BUILD_ID__: JSON.stringify(buildId),
          __SIFT_PORTS__: JSON.stringify({ ...DEFAULT_PORTS, api: API_PORT }),
        }),
        new ReleaseFilePlugin({ kind, name, dir, buildId, frames: kind === 'host' ? frames : [], findLinks: production, renderer: renderer && production }),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        ...(kind === 'host' && frames.length ? [new DocumentFramePlugin(frames)] : []),
        ...(kind === 'host' && production ? [new StartFilesPlugin()] : []),
        ...(production ? compressionPlugins() : []),
        ...(kind === 'host' || !production
          ? [new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: kind === 'host' ? 'Sift' : `Sift ${name} (standalone)`, publicPath: '/' })]
          : []),
      ],
      // SWC's minifier in place of webpack's default (terser): the same bytes within about 1 %, a fraction of the CPU
      // (docs/decisions/0116-swc-minifier.md). Every production build pays it: `npm test`'s and each release's.
      optimization: production
        ? {
            minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
            // A page's first load in as few files as can be, each being compressed apart (docs/decisions/0163): code
            // two lazy chunks share gets a chunk of its own only from 40 KB (webpack's default is 20 KB; later pages'
            // chunks carry copies instead), and a remote's copies of the shared packages, loaded only when the shell's
            // are not taken, split nothing off the chunks every page of the remote loads.
            splitChunks: { chunks: kind === 'host' ? 'async' : (chunk) => !sharedPackageChunk(chunk), minSize: 40_000 },
          }
        : {},
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      // The manifest plugin notes that publicPath 'auto' resolves at run time: that is the point (0001).
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      devServer: {
        port,
        // The site runs on http://localhost:300x: the live-reload socket URL and its Host/Origin check use this name.
        host: 'localhost',
        allowedHosts: ['localhost'],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        static: false,
        // The shell reads its registry at start, in dev as in production (docs/decisions/0001).
        setupMiddlewares: (middlewares) =>
          kind === 'host'
            ? [
                {
                  name: 'registry',
                  path: '/registry.json',
                  middleware: (_req, res) => {
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-store');
                    res.end(JSON.stringify(devRegistry()));
                  },
                },
                ...middlewares,
              ]
            : middlewares,
      },
    };
    return renderer && production ? [browser, rendererConfig({ name, dir, outDir, buildId })] : browser;
  };
}

module.exports = { createConfig, SHARED_SINGLETONS, SHARED_LIBRARIES, DEFAULT_PORTS, CHUNK_LOAD_TIMEOUT_MS, RELEASE_FILE };
