/**
 * The theater's keys (001 §4, §9): they work wherever focus is in the page, but not while typing, in a dialog the
 * caller names (`blocked`), with a modifier, or Space and Enter on a button or link (which press it).
 */
import { useEffect, useRef } from 'react';

export type KeyActions = Partial<Record<' ' | 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'm' | 'c' | 'f', () => void>>;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The action a key press asks for, or null. */
export function keyAction(event: Pick<KeyboardEvent, 'key' | 'target' | 'defaultPrevented' | 'altKey' | 'ctrlKey' | 'metaKey'>, actions: KeyActions) {
  if (event.defaultPrevented || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return null;
  const onButton = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement;
  if (onButton && (event.key === ' ' || event.key === 'Enter')) return null;
  const key = (event.key.length === 1 ? event.key.toLowerCase() : event.key) as keyof KeyActions;
  return actions[key] ?? null;
}

/** Listens on the window; `onKey` runs on every key press (activity), `actions()` gives the current actions. */
export function usePlayerKeys(actions: () => KeyActions | null, onKey: () => void) {
  const latest = useRef({ actions, onKey });
  latest.current = { actions, onKey };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      latest.current.onKey();
      const current = latest.current.actions();
      const action = current && keyAction(event, current);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
