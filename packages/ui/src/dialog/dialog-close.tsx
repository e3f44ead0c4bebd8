import type { ReactElement } from 'react';
import { Close } from '@radix-ui/react-dialog';

/** Makes its child (a `<Button>`) close the surrounding `Dialog` when pressed, e.g. a Cancel button in the footer. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <Close asChild>{children}</Close>;
}
