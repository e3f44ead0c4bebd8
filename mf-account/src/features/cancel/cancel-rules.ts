/**
 * The cancel flow's rules (002 §4, §5, §9): reasons shuffled with reason 4 last, the explanation a reason asks for,
 * the offers by reason, the step after the offers, and the cancel save ticket's private note.
 */
import {
  CANCEL_EXPLANATION_MAX_LENGTH,
  CANCEL_REASON_IDS,
  CANCEL_REASON_REQUIRED,
  type CancelOffer,
  type CancelReason,
  type CancelReasonChild,
} from '@sift/contracts';

/** The reasons in a random order, reason 4 ('Other') always last. `random` in [0, 1) for tests. */
export function orderReasons<T extends { id: number }>(reasons: readonly T[], random: () => number = Math.random): T[] {
  const shuffled = reasons.filter((r) => r.id !== CANCEL_REASON_IDS.other);
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return [...shuffled, ...reasons.filter((r) => r.id === CANCEL_REASON_IDS.other)];
}

export interface ReasonChoice {
  /** The top-level reason picked. */
  parent: CancelReason | null;
  /** Its sub-reason, when it has any. */
  child: CancelReasonChild | null;
  explanation: string;
}

/** The reason the choice names: the sub-reason when there is one, else the top-level one. */
export const chosenReason = (choice: ReasonChoice) => choice.child ?? choice.parent;

/** 002 §5: a reason must be picked (and a sub-reason when it has some); an explanation when asked, at most 250. */
export function reasonError(choice: ReasonChoice): { reason?: string; explanation?: string } {
  if (!choice.parent || (choice.parent.children.length > 0 && !choice.child)) return { reason: CANCEL_REASON_REQUIRED };
  const reason = chosenReason(choice)!;
  const explanation = choice.explanation.trim();
  if (reason.ask_for_explanation && !explanation) return { explanation: 'Please tell us a little more.' };
  if (explanation.length > CANCEL_EXPLANATION_MAX_LENGTH) return { explanation: `Please keep it to ${CANCEL_EXPLANATION_MAX_LENGTH} characters.` };
  return {};
}

/**
 * The offers by the top-level reason (002 §4): 6 new devices (up to $30 credit); 2 support and the annual plan; 1
 * personalization, e-mail support and more streaming services; any other 'Get Help, Get Credit' (e-mail, chat and
 * phone support with a free month). Chat shows only in support's hours (the caller checks).
 */
export function offersFor(topReasonId: number): CancelOffer[] {
  if (topReasonId === CANCEL_REASON_IDS.device) return ['new_device'];
  if (topReasonId === CANCEL_REASON_IDS.price) return ['support', 'annual_upgrade'];
  if (topReasonId === CANCEL_REASON_IDS.personalization) return ['personalization', 'email_support', 'more_services'];
  return ['get_help_email', 'get_help_chat', 'get_help_phone'];
}

/** After the offers: the discount step when the subscription may take it (002 §4), else the confirmation. */
export const stepAfterOffers = (discountEligible: boolean) => (discountEligible ? 'discount' : 'confirm');

/**
 * The cancel save ticket's private note (002 §9): the cancel reason, the additional comments or 'None', and the offer
 * chosen (one month free) or 'None'.
 */
export function cancelSaveNote(reasonText: string | null, explanation: string | null, oneMonthFree: boolean): string {
  return [
    `Cancel reason: ${reasonText || 'None'}`,
    `Additional comments: ${explanation?.trim() || 'None'}`,
    `Offer selected: ${oneMonthFree ? 'One month free' : 'None'}`,
  ].join('\n');
}
