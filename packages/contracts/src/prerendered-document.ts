/**
 * How a pre-rendered page travels from a remote's release to the visitor's browser (docs/decisions/0023): the
 * release writes each page as a document fragment, the shell's server places it into the page it serves, and the
 * remote's mount and the shell's start-up find it there. One list of names, so the three agree.
 *
 * A fragment file is `<head part>` + BODY_MARKER + `<body part>`: the head part holds only `<title>`, `<meta>` and
 * `<link>` elements (the server moves them into <head>), the body part the remote's root element and its data.
 */
export const PRERENDERED_DOCUMENT = {
  /** The element the shell's server wraps the page in: `<div id=... data-path=... data-remote=...>`. */
  containerId: 'sift-document',
  /** Between the head part and the body part of a fragment file. */
  bodyMarker: '<!--sift:body-->',
  /** The `<script type="application/json">` holding the data the page was rendered with. */
  dataAttribute: 'data-sift-page-data',
  /** Where the shell's document frame takes the page. */
  frameSlot: '<!--sift:document-->',
  /**
   * Behind a pre-rendered page the app starts on the visitor's first touch, key or focus, or this long after the
   * document started, whichever comes first (docs/decisions/0060). Well before the landing page's 20 s invitation.
   */
  startAtLatestMs: 10_000,
  /** Set on the container while the app waits for the visitor: `data-sift-start="waiting"`. */
  startAttribute: 'data-sift-start',
  /**
   * A signed-in member's document (docs/decisions/0087): the container holds the shell's member frame, not a page, and
   * carries `data-kind="member"`; the app starts at once behind it.
   */
  memberKind: 'member',
  /** The `<script type="application/json">` of a member's document holding the live registry (the shell reads it). */
  registryId: 'sift-registry',
  /**
   * The `<script type="application/json">` of a member's document holding the answers to the page's first API calls
   * (the route's `firstAnswers`), asked by the shell's server with the member's session: the API client takes each
   * once instead of asking (docs/decisions/0154).
   */
  answersId: 'sift-first-answers',
  /**
   * On an element of a pre-rendered page that may be shown only until a time (an ISO time): the shell's server leaves
   * it out of pages it serves from then on, by the site's clock (the promo banner, 000 §2.9).
   */
  untilAttribute: 'data-sift-until',
  /**
   * The window property where the pre-rendered page's own inline script keeps the buttons pressed before the shell's
   * entry ran (it cancels every click on a button and every submit in the page meanwhile): an array until the shell
   * takes the presses over (start-on-intent), null after. A form sent by the browser would put a password in the URL.
   */
  earlyPressesKey: '__siftEarlyPresses',
} as const;

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
