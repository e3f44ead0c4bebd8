import type { ReactElement, ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClassName } from '../button/button-class-name';
import { classNames } from '../class-names';

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
 * does nothing. Either button closes it.
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
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-dialog__overlay" />
        <AlertDialog.Content
          className={classNames('ui-dialog', 'ui-dialog--sm', 'ui-confirm-dialog')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={() => onCancel?.()}
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
    </AlertDialog.Root>
  );
}
