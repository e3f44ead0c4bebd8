import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_MS } from '@sift/contracts';
import type { ToastTone } from './toast-context';

export interface ToastEntry {
  id: number;
  text: string;
  duration: number;
  tone: ToastTone;
  open: boolean;
}

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  label: string;
  onClose(id: number): void;
}

/**
 * The toasts of one React root, bottom centre (002 §8), over Radix: it owns the timing (paused while hovered or
 * focused, or while the window is in the background), the announcement and swipe to dismiss. Its own chunk, loaded
 * when a root first needs it (toast-provider.tsx).
 */
export default function ToastRegion({ toasts, label, onClose }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={TOAST_MS} swipeDirection="down" label={label}>
      {toasts.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          className={`ui-toast ui-toast--${entry.tone}`}
          open={entry.open}
          duration={entry.duration}
          type={entry.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClose(entry.id);
          }}
        >
          <RadixToast.Description className="ui-toast__text">{entry.text}</RadixToast.Description>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="ui-toast-viewport" />
    </RadixToast.Provider>
  );
}
