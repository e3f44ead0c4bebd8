/** The cancel flow's pages (002 §2.4): white background, steps 1-6. */
import type { ComponentType } from 'react';
import { AccountPageFrame } from './account-page-frame';
import { ConfirmStep } from '../features/cancel/confirm-step';
import { ConfirmationStep } from '../features/cancel/confirmation-step';
import { DiscountStep } from '../features/cancel/discount-step';
import { OffersStep } from '../features/cancel/offers-step';
import { ReasonStep } from '../features/cancel/reason-step';
import { RescueEmail } from '../features/cancel/rescue-email';

const frame = (Step: ComponentType) =>
  function CancelPage() {
    return (
      <AccountPageFrame className="ac-cancel">
        <Step />
      </AccountPageFrame>
    );
  };

export const CancelReasonPage = frame(ReasonStep);
export const CancelOffersPage = frame(OffersStep);
export const CancelDiscountPage = frame(DiscountStep);
export const CancelConfirmPage = frame(ConfirmStep);
export const CancelConfirmationPage = frame(ConfirmationStep);
export const RescueEmailPage = frame(RescueEmail);
