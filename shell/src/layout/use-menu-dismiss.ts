import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

export interface MenuDismiss {
  close: () => void;
  /** The menu's own elements (its button and what it opens): a press inside them does not close it. */
  inside: readonly RefObject<HTMLElement | null>[];
  /** Where focus goes back on Escape (the menu's button). */
  focusOnEscape: () => HTMLElement | null | undefined;
}

/** How the navbar's menus close: on navigation, on Escape (focus back on the button) and on a press outside. */
export function useMenuDismiss(open: boolean, dismiss: MenuDismiss): void {
  const location = useLocation();
  const latest = useRef(dismiss);
  latest.current = dismiss;
  useEffect(() => latest.current.close(), [location.key]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current.close();
      latest.current.focusOnEscape()?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!latest.current.inside.some((ref) => ref.current?.contains(event.target as Node))) latest.current.close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);
}
