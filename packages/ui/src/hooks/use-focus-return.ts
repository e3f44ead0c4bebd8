import { useRef } from 'react';

/**
 * For a Radix dialog opened without its own trigger (opened by the page, or mounted when first opened: lazyDialog):
 * Radix would give focus back to no element when it closes. These handlers remember what had focus when it opened
 * (the button that opened it) and give focus back to it. With a trigger, Radix returns focus itself: nothing to do.
 */
export function useFocusReturn(hasTrigger: boolean): { onOpenAutoFocus?: () => void; onCloseAutoFocus?: (event: Event) => void } {
  const focusedBefore = useRef<HTMLElement | null>(null);
  if (hasTrigger) return {};
  return {
    onOpenAutoFocus: () => void (focusedBefore.current = document.activeElement as HTMLElement | null),
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (focusedBefore.current?.isConnected) focusedBefore.current.focus();
    },
  };
}
