import type { ReactNode } from 'react';
import { ToastProvider } from '../toast/toast-provider';

/**
 * What every React root of the site renders around its content once: the shell's root and each remote's parcel
 * (a separate root, so the shell's providers do not reach it). Today: toasts and their viewport.
 */
export function UiProvider({ children }: { children?: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
