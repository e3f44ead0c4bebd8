/**
 * What the shell shares of zod with the remotes: the members of `z` the apps use in the browser, so the shared copy
 * is tree-shaken to them (shared whole, zod is 87.6 KB gzipped; an app's own copy of these members was 26.6 KB, and a
 * member's page loaded two or three such copies: docs/decisions/0139). eslint.config.js allows an app only these
 * members of `z` (types such as `z.infer` are free: they are erased). Methods of a schema (`.min()`, `.refine()`,
 * `.safeParse()`...) come with its constructor.
 *
 * Adding a member is a shell-first change: raise REVISION (the `-browser.N` of the shared version, webpack.js), so the
 * release check refuses a remote that needs the member while the live shell offers an older list.
 * REVISION: 1
 */
import * as full from '@sift/zod-full';

// In the browser each schema parses a handful of answers per page: zod's compiled fast path (generated with
// `new Function` on a schema's first parse) cost a phone more main thread than it saved (issue 19, decision 0144).
full.config({ jitless: true });

// Static member reads of the namespace: webpack keeps only these members of the whole package.
export const z = Object.freeze({
  array: full.array,
  boolean: full.boolean,
  coerce: Object.freeze({ number: full.coerce.number }),
  custom: full.custom,
  discriminatedUnion: full.discriminatedUnion,
  enum: full.enum,
  literal: full.literal,
  number: full.number,
  object: full.object,
  record: full.record,
  string: full.string,
  union: full.union,
  unknown: full.unknown,
});

export default z;
