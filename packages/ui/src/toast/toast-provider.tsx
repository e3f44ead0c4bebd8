import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST_MS } from '@sift/contracts';
import { LazyPart, lazyPart } from '../lazy-part/lazy-part';
import { ToastContext, type ShowToast } from './toast-context';
import type { ToastEntry } from './toast-region';

const loadRegion = () => import(/* webpackChunkName: "toast-region" */ './toast-region');
const ToastRegion = lazyPart(loadRegion);

/** What starts loading the region before a toast needs it: the visitor's first reach for the page. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Names the toast region for assistive technology; Radix adds the F8 shortcut to it. */
  label?: string;
}

/**
 * Holds the toasts of one React root. Their region (Radix Toast: toast-region.tsx) is not part of a page's first
 * load: its code is fetched on the visitor's first press or key in the page, since toasts answer what the visitor
 * does, and mounted with the first toast, then kept (docs/decisions/0139).
 */
export function ToastProvider({ children, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const load = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
      // A failure here is not the toast's: the region's own load (with a toast) tries again.
      void loadRegion().catch(() => undefined);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
    };
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);

  const show = useCallback<ShowToast>(
    (text, { duration = TOAST_MS, tone = 'info' } = {}) => {
      nextId.current += 1;
      const id = nextId.current;
      // Closed toasts are dropped here rather than on a timer, after their exit animation has long finished.
      setToasts((current) => [...current.filter((entry) => entry.open), { id, text, duration, tone, open: true }]);
      return () => close(id);
    },
    [close],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 && (
        <LazyPart>
          <ToastRegion toasts={toasts} label={label} onClose={close} />
        </LazyPart>
      )}
    </ToastContext.Provider>
  );
}
