import {
  Fragment,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CONFIRMATION_CODE_LENGTH } from '@sift/contracts';
import { classNames } from '../class-names';

export type CodeCharset = 'alphanumeric' | 'letters' | 'digits';

export interface CodeInputHandle {
  /** Empties every box and focuses the first (after the server said the code was invalid). */
  reset(): void;
  focus(): void;
}

export interface CodeInputProps {
  /** The visible name of the boxes as a group (e.g. "Confirmation code"). */
  label: ReactNode;
  /** Number of boxes. Default CONFIRMATION_CODE_LENGTH (6). */
  length?: number;
  /** Box counts shown with a hyphen between them: `[3, 3]` on the TV link page (001 §4). */
  groups?: readonly number[];
  /** What a box accepts. Default letters and digits (000 §5, 001 §5). */
  charset?: CodeCharset;
  /** Show and report letters in upper case. */
  uppercase?: boolean;
  /** A code to start with (e.g. from the URL); it does not submit by itself. */
  defaultValue?: string;
  /** Every change the user makes, with the characters entered so far (empty boxes left out); not on reset. */
  onChange?: (code: string) => void;
  /** Called once the last empty box is filled by the user: the auto-submit of 000 §5, 001 §4, 002 §5. */
  onComplete?: (code: string) => void;
  /** Shown under the boxes. Changing it to a new message empties the boxes and focuses the first (002 §8). */
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Adds a hidden input with this name carrying the code, for a native form. */
  name?: string;
  className?: string;
  ref?: Ref<CodeInputHandle>;
}

const ALLOWED: Record<CodeCharset, RegExp> = {
  alphanumeric: /[A-Za-z0-9]/,
  letters: /[A-Za-z]/,
  digits: /[0-9]/,
};

/**
 * The characters of `text` a box of `charset` accepts, in the case it shows: dashes, spaces and the rest are dropped.
 * What CodeInput keeps of a paste or a `defaultValue` (FormCodeField uses it to tell a whole default code).
 */
export function codeCharacters(text: string, charset: CodeCharset = 'alphanumeric', uppercase = false): string[] {
  return [...text].filter((char) => ALLOWED[charset].test(char)).map((char) => (uppercase ? char.toUpperCase() : char));
}

/** When a box's text was not selected, its old character is still in the value beside the typed one. */
function withoutOldChar(raw: string, old: string): string {
  if (!old || raw.length !== old.length + 1) return raw;
  if (raw.startsWith(old)) return raw.slice(old.length);
  if (raw.endsWith(old)) return raw.slice(0, -old.length);
  return raw;
}

/**
 * One character per box: typing moves on, Backspace on an empty box goes back and clears that one, arrow keys move,
 * a paste (with or without a dash, "ABC-123") fills the boxes, and the filled code is handed to `onComplete`.
 */
export function CodeInput({
  label,
  length = CONFIRMATION_CODE_LENGTH,
  groups,
  charset = 'alphanumeric',
  uppercase = false,
  defaultValue = '',
  onChange,
  onComplete,
  error,
  hint,
  disabled,
  autoFocus,
  name,
  className,
  ref,
}: CodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  /** Keeps only the characters a box accepts, in the case it shows; drops dashes, spaces and the rest. */
  const clean = (text: string): string[] => codeCharacters(text, charset, uppercase);

  const [chars, setChars] = useState<readonly string[]>(() => {
    const start = clean(defaultValue).slice(0, length);
    return Array.from({ length }, (_, i) => start[i] ?? '');
  });
  // Event handlers read the latest boxes from here: two events can arrive before React re-renders.
  const charsRef = useRef(chars);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: readonly string[], { byUser }: { byUser: boolean }) => {
    charsRef.current = next;
    setChars(next);
    if (!byUser) return;
    // Only the user's changes are reported, as with any input: a reset must not clear the error that caused it.
    const code = next.join('');
    onChange?.(code);
    if (next.every((char) => char !== '')) onComplete?.(code);
  };

  const reset = () => {
    commit(
      Array.from({ length }, () => ''),
      { byUser: false },
    );
    focusBox(0);
  };

  useImperativeHandle(ref, () => ({ reset, focus: () => focusBox(0) }));

  // A new error message means the code was refused: start again from the first box.
  const shownError = useRef(error);
  useEffect(() => {
    if (error && error !== shownError.current) reset();
    shownError.current = error;
    // reset only reads refs and props that do not change what it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  /** Writes characters from `start` on; a whole code always starts at the first box. */
  const fill = (start: number, text: readonly string[]) => {
    const from = text.length >= length ? 0 : start;
    const next = [...charsRef.current];
    text.slice(0, length - from).forEach((char, k) => {
      next[from + k] = char;
    });
    commit(next, { byUser: true });
    const firstEmpty = next.indexOf('', from);
    focusBox(firstEmpty === -1 ? Math.min(from + text.length, length - 1) : firstEmpty);
  };

  const setBox = (index: number, char: string) => {
    const next = [...charsRef.current];
    next[index] = char;
    commit(next, { byUser: true });
  };

  const handleInput = (index: number, raw: string) => {
    const old = charsRef.current[index];
    if (raw === '') {
      setBox(index, '');
      return;
    }
    const accepted = clean(withoutOldChar(raw, old));
    if (accepted.length === 0) {
      // Not a letter or digit the box takes: the input is dropped (001 §5) and the box shows what it had.
      if (inputs.current[index]) inputs.current[index]!.value = old;
      return;
    }
    if (index === length - 1 && old !== '' && raw.length > 1 && accepted.length === 1) {
      // A character typed after the last one (the caret after it, nothing selected): the code is full, so it is
      // blocked rather than replacing the last character. Backspace, or focusing the box (which selects it), lets it change.
      if (inputs.current[index]) inputs.current[index]!.value = old;
      return;
    }
    if (accepted.length > 1) {
      fill(index, accepted);
      return;
    }
    setBox(index, accepted[0]);
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const current = charsRef.current[index];
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (current) setBox(index, '');
        else if (index > 0) {
          setBox(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        if (current) setBox(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      default: {
        // Typing the character a box already holds changes nothing, so no input event comes: move on here.
        const [same] = event.key.length === 1 ? clean(event.key) : [];
        if (same !== undefined && same === current && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          setBox(index, same);
          if (index < length - 1) focusBox(index + 1);
        }
      }
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const accepted = clean(event.clipboardData.getData('text'));
    if (accepted.length > 0) fill(index, accepted);
  };

  const groupEnds = new Set<number>();
  if (groups) {
    let end = 0;
    for (const size of groups.slice(0, -1)) {
      end += size;
      groupEnds.add(end - 1);
    }
  }

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={classNames('ui-code-input', className)}>
      <span id={labelId} className="ui-code-input__label">
        {label}
      </span>
      <div className="ui-code-input__boxes" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
        {chars.map((char, index) => (
          <Fragment key={index}>
            <input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className="ui-code-input__box"
              type="text"
              value={char}
              aria-label={`Character ${index + 1} of ${length}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              inputMode={charset === 'digits' ? 'numeric' : 'text'}
              autoCapitalize={uppercase ? 'characters' : 'off'}
              autoCorrect="off"
              spellCheck={false}
              disabled={disabled}
              autoFocus={autoFocus && index === 0}
              onChange={(event) => handleInput(index, event.target.value)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
            {groupEnds.has(index) && (
              <span className="ui-code-input__separator" aria-hidden="true">
                -
              </span>
            )}
          </Fragment>
        ))}
      </div>
      {name && <input type="hidden" name={name} value={chars.join('')} />}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
