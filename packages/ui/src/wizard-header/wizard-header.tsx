import type { ReactNode } from 'react';
import { PRODUCT_NAME, SETUP_STEPS, WIZARD_STEPS } from '@sift/contracts';
import { ProgressBar } from '../progress-bar/progress-bar';

export interface WizardHeaderProps {
  wizard: 'signup' | 'setup';
  /** The page's step (RouteDef.step for sign-up pages). */
  step: number;
  /** Default WIZARD_STEPS (13) for sign-up, SETUP_STEPS (6) within setup (002 §2.1, §9). */
  total?: number;
  /** The Sign Up, Log In or Sign Out link: the caller picks it from the session and renders its router link. */
  authLink?: ReactNode;
  /** Goes back one step. The button shows on mobile only (under 768 px, 002 §2.1). */
  onBack?: () => void;
  backLabel?: string;
  /** The brand at the left; a link to home when the caller passes one. */
  brand?: ReactNode;
}

/** The header of the sign-up and setup wizards: brand, the auth link, a back button on mobile, and the progress bar. */
export function WizardHeader({
  wizard,
  step,
  total = wizard === 'signup' ? WIZARD_STEPS : SETUP_STEPS,
  authLink,
  onBack,
  backLabel = 'Back',
  brand = PRODUCT_NAME,
}: WizardHeaderProps) {
  const stepText = `Step ${step} of ${total}`;
  return (
    <header className="ui-wizard-header" data-wizard={wizard}>
      <div className="ui-wizard-header__bar">
        {onBack && (
          <button type="button" className="ui-wizard-header__back" onClick={onBack}>
            <span className="ui-wizard-header__back-icon" aria-hidden="true" />
            {backLabel}
          </button>
        )}
        <span className="ui-wizard-header__brand">{brand}</span>
        <span className="ui-wizard-header__step" aria-hidden="true">
          {stepText}
        </span>
        {authLink && <span className="ui-wizard-header__auth">{authLink}</span>}
      </div>
      <ProgressBar
        label={wizard === 'signup' ? 'Sign-up progress' : 'Setup progress'}
        value={step}
        max={total}
        valueText={stepText}
        size="sm"
      />
    </header>
  );
}
