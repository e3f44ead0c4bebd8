import { useState } from 'react';

/**
 * The ticked tiles of a choice step (the services picker, the wizard's and the setup's devices steps): the chosen
 * ids, starting from `initial`, and a toggle for one.
 */
export function useChoiceSet<T>(initial: () => Iterable<T>) {
  const [chosen, setChosen] = useState<Set<T>>(() => new Set(initial()));
  const toggle = (id: T) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { chosen, toggle };
}
