import { Dialog } from '@sift/ui';
import { UpdateBillingForm, type UpdateBillingFormProps } from './update-billing-form';

export interface UpdateBillingDialogProps extends Pick<UpdateBillingFormProps, 'onSaved' | 'submitLabel'> {
  open: boolean;
  /** Cancel (and Escape, ×) close it; `onSaved` closes it when the caller is done. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
}

/**
 * The card form (UpdateBillingForm) in a dialog: the billing card's 'Update billing' and a past-due plan's
 * 'Reactivate'. Loaded when first opened, with the card form, react-hook-form and the dialog (lazy-dialogs.tsx); the
 * form is new with each opening.
 */
export function UpdateBillingDialog({ open, onOpenChange, title, description, submitLabel, onSaved }: UpdateBillingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {open && <UpdateBillingForm submitLabel={submitLabel} onCancel={() => onOpenChange(false)} onSaved={onSaved} />}
    </Dialog>
  );
}
