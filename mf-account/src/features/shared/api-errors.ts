import { isApiError } from '@sift/api-client';

/** The server's field errors by field, and what is left for the form as a whole (002 §8 "server message in the form"). */
export function formErrors(failure: unknown, fields: readonly string[]): { fields: Record<string, string[]>; form: string | null } {
  const byField = isApiError(failure) ? (failure.fieldErrors ?? {}) : {};
  const known = Object.fromEntries(Object.entries(byField).filter(([field]) => fields.includes(field)));
  const rest = Object.entries(byField)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
  const form = Object.keys(known).length && !rest.length ? null : (rest[0] ?? (failure as Error).message ?? null);
  return { fields: known, form };
}

/** An answer asking for a card first (400 with action 'setup', 002 §4). */
export const needsCardSetup = (failure: unknown) =>
  isApiError(failure) && failure.status === 400 && (failure.body as { action?: string } | undefined)?.action === 'setup';

/** Waits at least `ms` in all: a step that must stay on screen long enough to be seen (e.g. the billing modal's 750 ms). */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
