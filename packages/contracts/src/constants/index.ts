/**
 * Business constants of the three specs' §9. Names say what they are in the product's words;
 * values are the spec's. Dates are configuration defaults: logic takes a clock (see clock.ts).
 * One file per area; this barrel keeps every name importable from './constants'.
 */
export * from './site';
export * from './discovery-playback';
export * from './linking';
export * from './membership';
export * from './account-billing';
