/**
 * The API server's layers (docs/decisions/0120), bottom first. Every folder of src/ sits in exactly one; a file
 * imports from its own layer and the layers below it, never from one above. eslint.config.js turns this list into
 * boundary rules (`pnpm lint` refuses an upward import) and test/structure.test.ts checks that every folder of src/
 * is placed here and that no file imports in a circle. A new folder is placed here in the same change.
 */
const SERVER_LAYERS = [
  {
    layer: 'foundation',
    summary: 'the schema and database, configuration from the environment, reference data',
    folders: ['db', 'config', 'reference-data'],
  },
  {
    layer: 'infrastructure',
    summary: 'HTTP (route layer, auth, errors, caches), security, operations, mail, the job queue, the clock',
    folders: ['http', 'security', 'ops', 'mail', 'jobs', 'clock'],
  },
  {
    layer: 'domain',
    summary: 'the product: routes, services and rules of each domain',
    folders: ['account', 'analytics', 'billing', 'catalogue', 'discovery', 'identity', 'images', 'linking', 'media', 'membership', 'playback', 'profiles'],
  },
  {
    layer: 'composition',
    summary: 'what puts it together: the files at the root of src/ (server, worker, context, job handlers, entry points) and the seed',
    folders: ['seed'],
  },
];

/** The folder of the files at the root of src/, which compose everything: the top layer. */
const ROOT_LAYER = 'composition';

module.exports = { SERVER_LAYERS, ROOT_LAYER };
