/**
 * The API server's layers (docs/decisions/0120), bottom first. Every folder of src/ sits in exactly one; a file
 * imports from its own layer and the layers below it, never from one above. eslint.config.js turns this list into
 * boundary rules (`pnpm lint` refuses an upward import) and test/structure.test.ts checks that every folder of src/
 * is placed here and that no file imports in a circle. A new folder is placed here in the same change.
 */

/**
 * The domains among themselves (docs/decisions/0127), bottom first. A domain imports only the domains of a level
 * below its own, never one of its own level or above (type imports count too), so the domains cannot import in a
 * circle. A new domain goes in the lowest level above everything it imports; a domain that must now import a
 * neighbour of its level moves up a level, in the same change.
 */
const DOMAIN_LEVELS = [
  {
    level: 'base',
    summary: 'import no other domain: billing (plans, subscriptions, credit, referrals), profiles (and which profile a request acts for), media, images, analytics',
    folders: ['analytics', 'billing', 'images', 'media', 'profiles'],
  },
  {
    level: 'core',
    summary: "the catalogue and the account, read with billing's subscription and the viewer's profile: catalogue, identity (sign-in, signup, social login, the User answer), account, linking",
    folders: ['account', 'catalogue', 'identity', 'linking'],
  },
  {
    level: 'journeys',
    summary: 'what a member does with the catalogue: discovery (browse, lists, requests), playback (streams, lineups, the tag-set count), membership (promos, onboarding, member events)',
    folders: ['discovery', 'membership', 'playback'],
  },
];

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
    summary: 'the product: routes, services and rules of each domain, in the levels of DOMAIN_LEVELS',
    folders: DOMAIN_LEVELS.flatMap((l) => l.folders),
    levels: DOMAIN_LEVELS,
  },
  {
    layer: 'composition',
    summary: 'what puts it together: the files at the root of src/ (server, worker, context, job handlers, entry points) and the seed',
    folders: ['seed'],
  },
];

/** The folder of the files at the root of src/, which compose everything: the top layer. */
const ROOT_LAYER = 'composition';

module.exports = { SERVER_LAYERS, DOMAIN_LEVELS, ROOT_LAYER };
