/**
 * The database schema (the three specs' §3): one schema for PGlite and PostgreSQL, one file per area. This barrel
 * only re-exports; the tables several areas share are in `identity.ts` (users, tokens), `catalogue.ts` (works,
 * offerings, ...) and `core.ts` (subscriptions, profiles, ...), and each area's file imports them from there, never
 * from here, so no file of the schema imports back up.
 * Migrations in ../../../drizzle are generated from this barrel with `pnpm db:generate`.
 */
export * from './identity';
export * from './catalogue';
export * from './core';
export * from './viewing';
export * from './membership';
export * from './account';
export * from './playback';
export * from './discovery';
export * from './linking';
export * from './ops';
export * from './platform';
export * from './billing';
export * from './billing-sandbox';
