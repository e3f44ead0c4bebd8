import { SIGNUP_EXPERIMENT, STORAGE_KEYS } from '@sift/contracts';
import { track } from '@sift/app-kit';

export type SignupVariant = (typeof SIGNUP_EXPERIMENT.variants)[number];

/**
 * The sign-up experiment (002 §4): 'control' (e-mail, password and its confirmation) or 'double' (the e-mail
 * confirmed too), 50/50, sticky per browser (local storage). The exposure is reported once per page view.
 */
export function signupVariant(random: () => number = Math.random): SignupVariant {
  const stored = localStorage.getItem(STORAGE_KEYS.signupExperiment);
  if (stored === 'control' || stored === 'double') return stored;
  const variant: SignupVariant = random() < 0.5 ? 'control' : 'double';
  localStorage.setItem(STORAGE_KEYS.signupExperiment, variant);
  return variant;
}

export function reportExposure(variant: SignupVariant) {
  track('experiment_exposure', { experiment: SIGNUP_EXPERIMENT.name, variant });
}
