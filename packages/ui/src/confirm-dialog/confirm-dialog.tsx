import { useState, type ReactElement, type ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClassName } from '../button/button-class-name';
import { classNames } from '../class-names';
import { useFocusReturn } from '../hooks/use-focus-return';

export interface ConfirmDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The confirming action's text, in the spec's words (e.g. 'Remove Code & Continue'). */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** "danger" for a destructive confirmation (hide a work, cancel a membership). */
  tone?: 'primary' | 'danger';
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A yes/no question (Radix AlertDialog): role alertdialog, focus starts on Cancel, Escape cancels, a click outside
 * does nothing. Either button closes it. While closed only its trigger is rendered: a page may hold one per poster
 * (hide a work), and a closed dialog's tree rendered with each of them was most of a browse page's rendering (issue 19).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'primary',
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: ConfirmDialogProps) {
  const [openHere, setOpenHere] = useState(defaultOpen ?? false);
  const shown = open ?? openHere;
  // Without a trigger, focus goes back to what had it when the question opened (the button that asked it).
  const focusReturn = useFocusReturn(Boolean(trigger));
  const change = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    onOpenChange?.(next);
  };
  return (
    <AlertDialog.Root open={shown} onOpenChange={change}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      {shown && (
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-dialog__overlay" />
        <AlertDialog.Content
          className={classNames('ui-dialog', 'ui-dialog--sm', 'ui-confirm-dialog')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={() => onCancel?.()}
          {...focusReturn}
        >
          <AlertDialog.Title className="ui-dialog__title">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="ui-dialog__description">{description}</AlertDialog.Description>
          )}
          {children !== undefined && <div className="ui-dialog__body">{children}</div>}
          <footer className="ui-dialog__footer">
            <AlertDialog.Cancel className={buttonClassName({ variant: 'secondary' })} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClassName({ variant: tone === 'danger' ? 'danger' : 'primary' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </footer>
        </AlertDialog.Content>
      </AlertDialog.Portal>
      )}
    </AlertDialog.Root>
  );
}
