import { PRERENDERED_DOCUMENT } from '@sift/contracts';
import { afterPress, replayPresses } from './start-on-intent';

/**
 * A page the shell's server pre-rendered into this document (docs/decisions/0023): shown from the first paint while
 * the app starts out of sight (#root is hidden while it is there). The app takes over, in one step, once the remote
 * that owns the page has mounted it with the same data; or at once when the app shows something else (another
 * path, an error), so the visitor never sees two pages or a blank one.
 */
const element = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DOCUMENT.containerId);

/**
 * Focus asked for inside the app while it is out of sight (#root is display: none behind the document, where focus()
 * does nothing): the last such request is kept and applied at the take-over, unless the visitor has focused something
 * since. A page that focuses a field on mount (a dialog, an editor's chosen tab) works the same behind a document.
 */
let deferredFocus: { target: HTMLElement; options?: FocusOptions } | null = null;
let restoreFocus: (() => void) | null = null;
if (element?.isConnected) {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusOrDefer(this: HTMLElement, options?: FocusOptions) {
    if (element.isConnected && document.getElementById('root')?.contains(this)) deferredFocus = { target: this, options };
    focus.call(this, options);
  };
  restoreFocus = () => {
    HTMLElement.prototype.focus = focus;
  };
}

/** The path of the pre-rendered page while it is shown, else null. */
export function prerenderedPath(): string | null {
  return element?.isConnected ? (element.dataset.path ?? null) : null;
}

/**
 * Removes the pre-rendered page: the app's rendering of it, laid out the same, shows in the same frame. What the
 * visitor typed into its fields is written into the app's (0137), then the buttons pressed on the pre-rendered page
 * are pressed on the app's (start-on-intent). While the visitor holds a press on the page, it waits for its release.
 */
export function takeOverDocument(): void {
  if (!element?.isConnected) return;
  afterPress(takeOverNow);
}

function takeOverNow(): void {
  if (!element?.isConnected) return;
  const focused = element.contains(document.activeElement) ? document.activeElement : null;
  const typed = typedFields(element);
  element.remove();
  restoreFocus?.();
  const root = document.getElementById('root');
  const asked = deferredFocus;
  deferredFocus = null;
  if (asked?.target.isConnected && (document.activeElement === document.body || document.activeElement === null) && !focused) {
    asked.target.focus(asked.options);
  }
  // What the visitor typed or chose goes into the app's fields first, so a press replayed below (Log In) sends it.
  const fieldTwin = carryFields(typed, root, focused);
  replayPresses(root);
  if (fieldTwin) return;
  // Keep keyboard users where they were: the same link or button in the app's page, found by its text.
  if (focused instanceof HTMLElement && focused.textContent) {
    const twin = [...(root?.querySelectorAll<HTMLElement>(focused.tagName) ?? [])].find(
      (candidate) => candidate.textContent === focused.textContent && candidate.getAttribute('href') === focused.getAttribute('href'),
    );
    twin?.focus({ preventScroll: true });
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface TypedField {
  field: Field;
  value: string;
  checked: boolean;
}

const FIELDS = 'input[name], textarea[name], select[name]';
const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The named fields of the pre-rendered page the visitor changed (a pre-rendered form: decision 0137). */
function typedFields(page: HTMLElement): TypedField[] {
  return [...page.querySelectorAll<Field>(FIELDS)]
    .filter((field) =>
      isToggle(field) ? field.checked !== field.defaultChecked : field instanceof HTMLSelectElement ? [...field.options].some((o) => o.selected !== o.defaultSelected) : field.value !== field.defaultValue,
    )
    .map((field) => ({ field, value: field.value, checked: isToggle(field) && field.checked }));
}

/** The app's field that stands where `field` stood: the same tag, name and type (and value, for a radio button). */
function twinOf(field: Field, root: ParentNode): Field | null {
  return (
    [...root.querySelectorAll<Field>(FIELDS)].find(
      (candidate) =>
        candidate.tagName === field.tagName &&
        candidate.name === field.name &&
        (candidate as HTMLInputElement).type === (field as HTMLInputElement).type &&
        (!(field instanceof HTMLInputElement) || field.type !== 'radio' || candidate.value === field.value),
    ) ?? null
  );
}

/**
 * Writes what was typed into the app's fields as typing would (the element's own value setter, then `input` and
 * `change` events, which React and the form library listen to), and moves focus and the caret to the twin of the
 * focused field. Answers whether focus went to a field.
 */
function carryFields(typed: TypedField[], root: ParentNode | null, focused: Element | null): boolean {
  if (!root) return false;
  for (const { field, value, checked } of typed) {
    const twin = twinOf(field, root);
    if (!twin) continue;
    if (isToggle(field)) {
      if ((twin as HTMLInputElement).checked !== checked) (twin as HTMLInputElement).click();
      continue;
    }
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin), 'value')?.set;
    setter ? setter.call(twin, value) : (twin.value = value);
    twin.dispatchEvent(new Event('input', { bubbles: true }));
    twin.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const field = focused?.matches(FIELDS) ? (focused as Field) : null;
  const twin = field ? twinOf(field, root) : null;
  if (!field || !twin) return false;
  twin.focus({ preventScroll: true });
  if (field instanceof HTMLSelectElement || twin instanceof HTMLSelectElement || isToggle(field)) return true;
  try {
    twin.setSelectionRange(field.selectionStart, field.selectionEnd, field.selectionDirection ?? undefined);
  } catch {
    // an input type without a caret (e-mail): focus is enough
  }
  return true;
}
