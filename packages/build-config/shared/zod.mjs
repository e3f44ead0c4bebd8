/**
 * What the shell shares of zod with the remotes: the members of zod/mini's `z` the apps use in the browser, so the
 * shared copy is tree-shaken to them (docs/decisions/0139, 0155). zod/mini is zod's functional API: a schema carries
 * only `parse`, `safeParse` and `check`, and every other piece (`z.optional`, `z.maxLength`, `z.refine`...) is a
 * function of its own, so what no app calls is left out (the classic API's methods brought all of it: 26.7 KB gzipped
 * of every member page's first load, against about 9 KB). eslint.config.js allows an app only these members of `z`
 * (types such as `z.infer` are free: they are erased) and no import of classic `zod`.
 *
 * Adding a member is a shell-first change: raise REVISION (the `-browser.N` of the shared version, webpack.js), so the
 * release check refuses a remote that needs the member while the live shell offers an older list.
 * REVISION: 2
 */
import * as full from '@sift/zod-full';

// In the browser each schema parses a handful of answers per page: zod's compiled fast path (generated with
// `new Function` on a schema's first parse) cost a phone more main thread than it saved (issue 19, decision 0144).
full.config({ jitless: true });

/**
 * zod/mini loads no messages of its own: the English ones, as the classic API set them (an issue reads "Too big:
 * expected string to have <=200 characters", not "Invalid input"). In the browser they are read only in logs (a
 * malformed answer's report; the forms word their own), so they load after the first page, not with it (0.9 KB
 * gzipped of every first page, decision 0163): when the page has settled (app-kit's whenPageSettled dispatches the
 * contracts' PAGE_SETTLED_EVENT; the contracts import this module, so the name is written here), or at the first
 * issue if that comes sooner (that issue reads "Invalid input"). The browser's `load` event is no such moment: a
 * member's document has loaded before the app has asked for its code. The server and the one jest setup set the same
 * messages at start; a renderer (Node) asks for them at once.
 */
const PAGE_SETTLED_EVENT = 'sift:page-settled';
let english = null;
const loadEnglish = () =>
  (english ??= import(/* webpackChunkName: "zod-english" */ 'zod/v4/locales/en.js').then(({ default: en }) => {
    full.config(en());
  }));
if (typeof window === 'undefined') {
  void loadEnglish();
} else {
  full.config({
    localeError: () => {
      void loadEnglish();
      return undefined;
    },
  });
  window.addEventListener(PAGE_SETTLED_EVENT, () => void loadEnglish(), { once: true });
}

// Static member reads of the namespace: webpack keeps only these members of the whole package.
export const z = Object.freeze({
  _default: full._default,
  array: full.array,
  boolean: full.boolean,
  catchall: full.catchall,
  coerce: Object.freeze({ number: full.coerce.number }),
  custom: full.custom,
  discriminatedUnion: full.discriminatedUnion,
  enum: full.enum,
  extend: full.extend,
  gte: full.gte,
  int: full.int,
  literal: full.literal,
  lte: full.lte,
  maxLength: full.maxLength,
  minLength: full.minLength,
  nonnegative: full.nonnegative,
  nullable: full.nullable,
  number: full.number,
  object: full.object,
  optional: full.optional,
  partial: full.partial,
  pick: full.pick,
  pipe: full.pipe,
  positive: full.positive,
  record: full.record,
  refine: full.refine,
  regex: full.regex,
  string: full.string,
  superRefine: full.superRefine,
  transform: full.transform,
  trim: full.trim,
  union: full.union,
  unknown: full.unknown,
});

export default z;
