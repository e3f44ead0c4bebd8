import { DIALOG_LOAD_FAILED } from '@sift/contracts';
import { Alert, lazyDialog } from '@sift/ui';

/**
 * The account's dialogs load when the member first opens one, not with the page that offers them
 * (docs/decisions/0139): their forms (react-hook-form), the kit's dialog and the card form are no part of /account's
 * first load. Each section renders its own button (its text and look as before) as the `trigger`; the first press
 * fetches the dialog, then opens it, and pointing at or focusing the button fetches it ahead.
 */

/** What a dialog whose code could not be fetched says instead; its button fetches it again on the next press. */
export function DialogFailed() {
  return <Alert tone="error">{DIALOG_LOAD_FAILED}</Alert>;
}

export const ChangeNameDialog = lazyDialog(() => import('./account-info/change-name-dialog').then((m) => ({ default: m.ChangeNameDialog })));
export const ChangeEmailDialog = lazyDialog(() => import('./account-info/change-email-dialog').then((m) => ({ default: m.ChangeEmailDialog })));
export const ChangePasswordDialog = lazyDialog(() => import('./account-info/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
/** Update billing (the billing card) and Reactivate (a past-due plan): the card form in a dialog. */
export const UpdateBillingDialog = lazyDialog(() => import('./billing/update-billing-dialog').then((m) => ({ default: m.UpdateBillingDialog })));
export const RedeemGiftCardDialog = lazyDialog(() => import('./credits/redeem-gift-card-dialog').then((m) => ({ default: m.RedeemGiftCardDialog })));
export const ParentalControlsDialog = lazyDialog(() => import('./parental-controls/parental-controls-dialog').then((m) => ({ default: m.ParentalControlsDialog })));
/** Opened by `?show_annual` (the Upgrade to Annual button, the annual banner's link): no trigger of its own. */
export const AnnualDialog = lazyDialog(() => import('./annual/annual-dialog').then((m) => ({ default: m.AnnualDialog })));
