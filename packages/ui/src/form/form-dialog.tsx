import { useState, type ReactElement, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../button/button';
import { classNames } from '../class-names';
import { Dialog, type DialogProps } from '../dialog/dialog';
import { DialogClose } from '../dialog/dialog-close';
import { Form, type FormProps } from './form';
import { FormAlert } from './form-alert';
import { FormSubmit } from './form-submit';

export interface FormDialogProps<TInput extends FieldValues, TOutput extends FieldValues>
  extends Omit<FormProps<TInput, TOutput>, 'title' | 'children'> {
  /** The dialog's name; also the form's accessible name unless `aria-label` says otherwise. */
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog (e.g. a link-styled `<Button>`); without it, control `open`. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogProps['size'];
  /** The submit button's text. */
  submitLabel?: ReactNode;
  /** The submit button's text while the submission is in flight. */
  pendingLabel?: ReactNode;
  /** The text of the button that closes the dialog without sending. */
  cancelLabel?: string;
  /** Close once `onSubmit` resolved (the default); false for a dialog with a next step (`body`). */
  closeOnSuccess?: boolean;
  /** Shown instead of the form while given: the next step of the dialog, or what the submission achieved. */
  body?: ReactNode;
  /** The fields (FormField), and anything else inside the form above its form-level message. */
  children: ReactNode;
}

/**
 * A Dialog whose body is one Form (docs/decisions/0125): the fields, the form-level message, and Cancel and the submit
 * button at the bottom. The form is new each time the dialog opens (its default values again, no message left from
 * before); once `onSubmit` resolves the dialog closes. Everything Form does (the schema, server errors under their
 * fields, one submission at a time) holds.
 */
export function FormDialog<TInput extends FieldValues, TOutput extends FieldValues = TInput>({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size,
  submitLabel = 'Save',
  pendingLabel,
  cancelLabel = 'Cancel',
  closeOnSuccess = true,
  body,
  onSubmit,
  className,
  children,
  ...form
}: FormDialogProps<TInput, TOutput>) {
  const [openHere, setOpenHere] = useState(defaultOpen ?? false);
  const shown = open ?? openHere;
  const change = (next: boolean) => {
    if (open === undefined) setOpenHere(next);
    onOpenChange?.(next);
  };
  const label = form['aria-label'] ?? (typeof title === 'string' ? title : undefined);
  return (
    <Dialog title={title} description={description} trigger={trigger} open={shown} onOpenChange={change} size={size}>
      {body !== undefined && body !== null ? (
        body
      ) : (
        <Form
          {...form}
          aria-label={label}
          className={classNames('ui-form-dialog', className)}
          onSubmit={async (values: TOutput) => {
            await onSubmit(values);
            if (closeOnSuccess) change(false);
          }}
        >
          {children}
          <FormAlert />
          <div className="ui-dialog__footer">
            <DialogClose>
              <Button variant="secondary">{cancelLabel}</Button>
            </DialogClose>
            <FormSubmit pendingLabel={pendingLabel}>{submitLabel}</FormSubmit>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
