/**
 * Reads a remote's `src/routes.ts` (what it serves) from Node tooling: the build publishes it with the release
 * (`sift-release.json`) and the dev server puts it in the development registry. TypeScript is loaded with tsx, afresh
 * on every call, so the dev registry follows edits. docs/decisions/0020-routes-owned-by-remotes.md.
 */
const path = require('node:path');
const tsx = require('tsx/cjs/api');

const ROOT = path.resolve(__dirname, '..', '..');

let contracts;
const schema = () => {
  contracts ??= tsx.require(path.join(ROOT, 'packages', 'contracts', 'src', 'index.ts'), __filename);
  return contracts.remoteRoutesSchema;
};

function loadRemoteRoutes(appFolder) {
  const file = path.resolve(ROOT, appFolder, 'src', 'routes.ts');
  const sources = path.dirname(file) + path.sep;
  for (const key of Object.keys(require.cache)) if (key.startsWith(sources)) delete require.cache[key];
  const loaded = tsx.require(file, __filename);
  const routes = loaded.default ?? loaded;
  // Validated with the same schema the shell uses: a broken routes file fails the build, not the site.
  const checked = schema().safeParse(routes);
  if (!checked.success) {
    const issues = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`${path.relative(ROOT, file)} is not a valid route list: ${issues}`);
  }
  return checked.data;
}

module.exports = { loadRemoteRoutes, ROOT };
