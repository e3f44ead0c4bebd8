import { useEffect, type RefObject } from 'react';

/**
 * While the element is mounted, everything outside it is inert (not focusable, hidden from assistive technology),
 * as under any modal: the theater covers the whole site, so the navbar behind it must not take focus. Nodes added
 * later (dialog portals, toasts) are not touched. Restored on unmount.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const made: Element[] = [];
    for (let node = ref.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (sibling === node || sibling.hasAttribute('inert') || ['SCRIPT', 'STYLE', 'LINK'].includes(sibling.tagName)) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, [ref]);
}
