import { isApiError } from '@sift/api-client';

/** An answer asking for a card first (400 with action 'setup', 002 §4). */
export const needsCardSetup = (failure: unknown) =>
  isApiError(failure) && failure.status === 400 && (failure.body as { action?: string } | undefined)?.action === 'setup';

/** Waits at least `ms` in all: a step that must stay on screen long enough to be seen (e.g. the billing modal's 750 ms). */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
