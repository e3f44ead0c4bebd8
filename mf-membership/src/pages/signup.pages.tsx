/** The sign-up wizard's pages (002 §2.1), each inside the wizard frame (header with step over 13). */
import { CHOOSE_YOUR_PLAN, CREATE_AN_ACCOUNT, SAVE_YOUR_HARD_WORK, WELCOME_FAM } from '@sift/contracts';
import { useUser } from '@sift/app-kit';
import { PageFrame } from '@sift/ui';
import { ConfirmEmail } from '../features/signup/confirm-email';
import { EmailStep } from '../features/signup/email-step';
import { MembershipLoginForm } from '../features/signup/membership-login';
import { SignupForm } from '../features/signup/signup-form';
import { PaymentForm } from '../features/payment/payment-form';
import { SignUpFirst } from '../features/payment/sign-up-first';
import { PlanList } from '../features/plans/plan-list';
import { SuccessPanel } from '../features/success/success-panel';
import { DevicesStep } from '../features/wizard/devices-step';
import { MiniFiltersStep } from '../features/wizard/mini-filters-step';
import { ServicesStep } from '../features/wizard/services-step';
import { WizardFrame } from '../features/wizard/wizard-frame';

export const ServicesPage = () => (
  <WizardFrame>
    <ServicesStep />
  </WizardFrame>
);
export const DevicesPage = () => (
  <WizardFrame>
    <DevicesStep />
  </WizardFrame>
);
export const MiniFiltersPage = () => (
  <WizardFrame>
    <MiniFiltersStep />
  </WizardFrame>
);
/** 002 §2.1: 'Save your hard work' when the user is already onboarded (the account's flag, not this browser's wizard). */
export function EmailPage() {
  const user = useUser();
  return (
    <WizardFrame title={user?.has_onboarded ? SAVE_YOUR_HARD_WORK : CREATE_AN_ACCOUNT}>
      <EmailStep />
    </WizardFrame>
  );
}
export const SignupPage = () => (
  <WizardFrame title={CREATE_AN_ACCOUNT}>
    <SignupForm />
  </WizardFrame>
);
export const ConfirmEmailPage = () => (
  <WizardFrame>
    <ConfirmEmail />
  </WizardFrame>
);
export const MembershipLoginPage = () => (
  <WizardFrame>
    <MembershipLoginForm />
  </WizardFrame>
);
export const PlanPage = () => (
  <WizardFrame title={CHOOSE_YOUR_PLAN}>
    <PlanList />
  </WizardFrame>
);
export const PaymentPage = () => (
  <WizardFrame>
    <SignUpFirst>
      <PaymentForm />
    </SignUpFirst>
  </WizardFrame>
);
export const SuccessPage = () => (
  <WizardFrame title={WELCOME_FAM}>
    <SuccessPanel />
  </WizardFrame>
);
/** 000 §4.3: an activated member without an active subscription picks a plan to come back. */
export const ReturningPage = () => (
  <PageFrame className="mb-wizard">
    <p className="mb-lede">Good to see you again. Choose a plan to start filtering.</p>
    <PlanList />
  </PageFrame>
);
