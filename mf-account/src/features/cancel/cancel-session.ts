/**
 * The cancel session (002 §3 'Cancel session'), kept in session storage while the flow runs, written to the server
 * once (canceling-user-reasons) when the flow ends by the discount or by cancelling (002 §4).
 */
import { CANCEL_SESSION_KEY, type CancelOffer, type CancelingUserReasonBody } from '@sift/contracts';

export interface CancelSession {
  reason: number;
  reasonParent: number | null;
  reasonText: string;
  explanation: string | null;
  subscription: number | null;
  offersShown: CancelOffer[];
  oneMonthFree: boolean;
  prioritySupport: boolean;
  /** Written to the server already: never a second time. */
  recorded: boolean;
}

export function readCancelSession(): CancelSession | null {
  try {
    const raw = sessionStorage.getItem(CANCEL_SESSION_KEY);
    return raw ? (JSON.parse(raw) as CancelSession) : null;
  } catch {
    return null;
  }
}

export function saveCancelSession(session: CancelSession): void {
  try {
    sessionStorage.setItem(CANCEL_SESSION_KEY, JSON.stringify(session));
  } catch {
    // private mode: the flow still works on this page
  }
}

export function updateCancelSession(change: Partial<CancelSession>): CancelSession | null {
  const session = readCancelSession();
  if (!session) return null;
  const next = { ...session, ...change };
  saveCancelSession(next);
  return next;
}

export const clearCancelSession = () => sessionStorage.removeItem(CANCEL_SESSION_KEY);

/** Adds an offer the member was shown (the discount step, 002 §4) to the session's offers_shown, once. */
export function markOfferShown(offer: CancelOffer): CancelSession | null {
  const session = readCancelSession();
  if (!session || session.offersShown.includes(offer)) return session;
  return updateCancelSession({ offersShown: [...session.offersShown, offer] });
}

/**
 * The member took a way to support (the priority e-mail, a call, the chat): the flow ends there, so the session is
 * written with what that way promised ('Get Help, Get Credit': one free month, 002 §4, §9) and closed. Without a
 * session (the page opened outside the flow) nothing is written.
 */
export async function recordHelpPathTaken(
  promise: { oneMonthFree: boolean },
  record: (body: CancelingUserReasonBody) => Promise<unknown>,
): Promise<void> {
  const session = readCancelSession();
  if (!session) return;
  updateCancelSession({ prioritySupport: true, oneMonthFree: session.oneMonthFree || promise.oneMonthFree });
  await recordCancelSessionOnce(false, record);
  clearCancelSession();
}

/** The server's copy of the session (without an id), once: `record` is called only if it was not yet. */
export async function recordCancelSessionOnce(
  includedPromotion: boolean,
  record: (body: CancelingUserReasonBody) => Promise<unknown>,
): Promise<void> {
  const session = readCancelSession();
  if (!session || session.recorded) return;
  await record({
    reason: session.reason,
    reason_parent: session.reasonParent,
    reason_text: session.reasonText,
    explanation: session.explanation,
    subscription: session.subscription,
    offers_shown: includedPromotion && !session.offersShown.includes('discount') ? [...session.offersShown, 'discount'] : session.offersShown,
    one_month_free: session.oneMonthFree,
    priority_support: session.prioritySupport,
    included_promotion: includedPromotion,
  });
  saveCancelSession({ ...session, recorded: true });
}
