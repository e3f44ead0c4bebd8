/**
 * Every user-facing message the specs quote, exactly. UI and server both take texts from here so a
 * wording fix lands once. Functions fill the spec's placeholders.
 * One file per area; this barrel keeps every name importable from './messages'.
 */
export * from './site';
export * from './discovery-player';
export * from './linking';
export * from './membership';
export * from './server-answers';
export * from './account';
