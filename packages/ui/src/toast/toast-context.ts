import { createContext } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** How long it stays, in ms. Default TOAST_MS (2500, 002 §8/§9); e.g. 5000 for the password request (000 §8). */
  duration?: number;
  /** "error" is announced at once (assertive); the others politely. */
  tone?: ToastTone;
}

/** Shows a toast; returns a function that dismisses it early. */
export type ShowToast = (text: string, options?: ToastOptions) => () => void;

export const ToastContext = createContext<ShowToast | null>(null);
