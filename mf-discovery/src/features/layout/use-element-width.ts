import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS px, kept up to date as it resizes (0 until measured). Read when the browser has laid the
 * page out (a ResizeObserver's first call comes after layout), never by forcing a layout from an effect: on a phone
 * that forced layout cost /browse's start about 57 ms of main thread (issue 19).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth);
      return undefined;
    }
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
