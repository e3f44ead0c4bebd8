import { useContext } from 'react';
import { ToastContext, type ShowToast } from './toast-context';

/** `const toast = useToast(); toast(LINK_COPIED)`: only inside a `UiProvider` (one per React root). */
export function useToast(): ShowToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a UiProvider around this React root.');
  return toast;
}
