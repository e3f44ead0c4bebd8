import { useState } from 'react';

/**
 * A value a component holds itself unless its owner controls it (`value` given): the current value and a setter that
 * keeps the component's own value when uncontrolled and tells the owner (`onChange`) either way. Dialogs' `open` and
 * tabs' `value` work so.
 */
export function useControllableState<T>(value: T | undefined, initial: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [value ?? own, set];
}
