import { href, readClickId, readPromoCode, signIn, siftStore, userAtom } from '@sift/app-kit';
import type { User } from '@sift/contracts';
import { saveWizardChoices } from '../wizard/save-wizard-choices';
import { readWizardChoices } from '../wizard/wizard-choices';
import { referralCodeToSend } from './referral-code';

/** What signup sends besides e-mail and password (002 §7): the referral code, the affiliate click id and the promo code. */
export const signupExtras = () => ({
  rupi: referralCodeToSend() ?? undefined,
  ir_click_id: readClickId() ?? undefined,
  promo_code: readPromoCode() ?? undefined,
});

/** After a new account signs in: its wizard choices are saved, then the plan step, or payment for a preselected plan (002 §4). */
export async function continueAfterSignup(token: string): Promise<string> {
  await signIn(token);
  const user = siftStore.get(userAtom) as User;
  await saveWizardChoices(user);
  return nextMembershipStep(user);
}

/** The membership steps' own destination rule (002 §2.1 membership login): browse when active, else payment or plans. */
export function nextMembershipStep(user: Pick<User, 'subscription'>): string {
  if (user.subscription?.subscription_is_active) return href('browse');
  const planId = readWizardChoices().selectedPlanId;
  return planId ? href('membershipPayment', undefined, { selected_plan_id: planId }) : href('membershipPlan');
}
