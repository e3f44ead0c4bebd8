import { useState, type ReactElement, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { classNames } from '../class-names';
import { useControllableState } from '../hooks/use-controllable-state';
import { useFocusReturn } from '../hooks/use-focus-return';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface DialogProps {
  /** The dialog's name: its heading, and what it is labelled by. */
  title: ReactNode;
  /** A sentence under the title; the dialog is described by it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, at the bottom (use `DialogClose` around a button that only closes). */
  footer?: ReactNode;
  /** An element that opens the dialog (e.g. a `<Button>`); without it, control `open`. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The accessible name of the × button. */
  closeLabel?: string;
  /** Keep the title for assistive technology only (e.g. a trailer player). */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** False for steps that must not be left by a click outside or Escape (e.g. a payment in progress). */
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal dialog. Radix owns the behaviour: focus moves in and is trapped, Escape and the × close it, focus returns
 * to the trigger, the rest of the page is hidden from assistive technology and does not scroll.
 *
 * Its overlay and content are mounted with its first opening and stay mounted (closed) after it: a closed Radix
 * dialog's presence updates its own state in the commit that mounts it, which made that commit render again at once,
 * synchronously, with every pending effect of the page (docs/decisions/0161).
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  hideTitle = false,
  size = 'md',
  dismissible = true,
  className,
}: DialogProps) {
  const [shown, change] = useControllableState(open, defaultOpen ?? false, onOpenChange);
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  const titleNode = <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>;
  // Without a trigger, focus goes back to what had it when the dialog opened (the button that opened it).
  const focusReturn = useFocusReturn(Boolean(trigger));
  const preventDismiss = dismissible ? undefined : (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={shown} onOpenChange={change}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {opened && (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="ui-dialog__overlay" />
          <RadixDialog.Content
            className={classNames('ui-dialog', `ui-dialog--${size}`, className)}
            // Without a description Radix would point aria-describedby at nothing and warn.
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...focusReturn}
            onEscapeKeyDown={preventDismiss}
            onPointerDownOutside={preventDismiss}
            onInteractOutside={preventDismiss}
          >
            {hideTitle ? <VisuallyHidden asChild>{titleNode}</VisuallyHidden> : titleNode}
            {description && <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>}
            {children !== undefined && <div className="ui-dialog__body">{children}</div>}
            {footer && <footer className="ui-dialog__footer">{footer}</footer>}
            {/* Last in the DOM (shown top right), so opening the dialog focuses its first field, not the ×. */}
            {dismissible && (
              <RadixDialog.Close className="ui-dialog__close" aria-label={closeLabel}>
                <span className="ui-dialog__close-icon" aria-hidden="true" />
              </RadixDialog.Close>
            )}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
