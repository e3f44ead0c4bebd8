/**
 * The jobs the server runs off the request path (docs/decisions/0061), by name, with what each carries. A payload is
 * JSON: ids and keys, never objects the handler should read fresh from the database.
 */
import type { MailMessage } from '../mail/mailer';

export interface JobPayloads {
  /** A mail decided by a request (support mail, a call booked): sent after the answer, never lost to a crash. */
  'mail.send': { message: MailMessage };
  /** A password-reset link, mailed after the answer so the answer says nothing about the address. */
  'mail.password-reset': { email: string };
  /** Finds due billing work by the server's clock and enqueues one job per item (0062). */
  'billing.tick': Record<string, never>;
  /** One stored provider event to apply (Stripe's webhook, or the sandbox's own). */
  'billing.event': { provider: 'stripe' | 'sandbox'; eventId: string };
  /** One billing mail (receipt, dunning, reminders) by its key. */
  'billing.notice': { key: string };
  /** Both sides' referral credit after the referred member's first payment. */
  'billing.referral-rewards': { referredUserId: number };
  /** The sandbox provider's work on one subscription that is due by the server's clock (renewal, retry, trial end). */
  'sandbox.subscription-due': { subscriptionId: string };
  /** The sandbox provider's undelivered events, handed to our event handler. */
  'sandbox.deliver-events': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/**
 * The pg-boss queue each job goes to:
 * - `sift-work`: plain jobs, retried with backoff.
 * - `sift-keyed`: jobs with a key (an event id, a notice key, a subscription): at most one waiting and one running per
 *   key (pg-boss's `stately` policy), so a scan that finds the same item twice queues it once.
 * - `sift-tick`: the tick, one waiting and one running at most.
 */
/** In the order a pass of the worker empties them: the tick first, then the keyed work it finds, then plain jobs. */
export const QUEUES = ['sift-tick', 'sift-keyed', 'sift-work'] as const;
export type QueueName = (typeof QUEUES)[number];

export const QUEUE_OF: Record<JobName, QueueName> = {
  'mail.send': 'sift-work',
  'mail.password-reset': 'sift-work',
  'billing.referral-rewards': 'sift-keyed',
  'billing.tick': 'sift-tick',
  'billing.event': 'sift-keyed',
  'billing.notice': 'sift-keyed',
  'sandbox.subscription-due': 'sift-keyed',
  'sandbox.deliver-events': 'sift-keyed',
};

/** What is stored as the pg-boss job's data. */
export interface JobEnvelope<N extends JobName = JobName> {
  kind: N;
  data: JobPayloads[N];
}
