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
import {
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  enum as zodEnum,
  literal,
  number,
  object,
  record,
  string,
  union,
  unknown,
} from '@sift/zod-full';

export const z = Object.freeze({
  array,
  boolean,
  coerce: Object.freeze({ number: coerce.number }),
  custom,
  discriminatedUnion,
  enum: zodEnum,
  literal,
  number,
  object,
  record,
  string,
  union,
  unknown,
});

export default z;
