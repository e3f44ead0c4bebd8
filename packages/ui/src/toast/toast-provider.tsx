import { useCallback, useRef, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_MS } from '@sift/contracts';
import { ToastContext, type ShowToast, type ToastTone } from './toast-context';

interface ToastEntry {
  id: number;
  text: string;
  duration: number;
  tone: ToastTone;
  open: boolean;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Names the toast region for assistive technology; Radix adds the F8 shortcut to it. */
  label?: string;
}

/**
 * Holds the toasts of one React root and shows them bottom centre (002 §8). Radix owns the timing (paused while
 * hovered or focused, or while the window is in the background), the announcement and swipe to dismiss.
 */
export function ToastProvider({ children, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);

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
      <RadixToast.Provider duration={TOAST_MS} swipeDirection="down" label={label}>
        {children}
        {toasts.map((entry) => (
          <RadixToast.Root
            key={entry.id}
            className={`ui-toast ui-toast--${entry.tone}`}
            open={entry.open}
            duration={entry.duration}
            type={entry.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) close(entry.id);
            }}
          >
            <RadixToast.Description className="ui-toast__text">{entry.text}</RadixToast.Description>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="ui-toast-viewport" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
