/**
 * The API test files about the embedded database itself (docs/decisions/0129): PGlite's data folder, its lock and
 * crash safety, its one connection (the answer cache counts its queries, the throttle's second server shares it),
 * pg-boss on its adapter, the production mode's data folder, the seed that `npm start` runs on it, and issue 17's
 * year of billing, required on both databases. Every API test file runs on PostgreSQL, production's database, in
 * `npm test`; these run on PGlite as well. The rest of the suite runs on PGlite too whenever it runs without
 * PostgreSQL (`pnpm test:unit`, `SIFT_SKIP_POSTGRES=1 npm test`), and the e2e site runs on PGlite throughout.
 */
const EMBEDDED_DATABASE_TESTS = [
  'billing-year',
  'boundaries',
  'crash-durability',
  'data-dir-lock',
  'job-queue',
  'persistence',
  'production-ops',
  'seed',
  'throttling',
  'viewer-cache',
];

module.exports = { EMBEDDED_DATABASE_TESTS };
