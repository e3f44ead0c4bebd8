import type { z } from 'zod';

/**
 * A schema's `superRefine` from a pure rule function that gives the messages by field (e.g. `passwordChangeErrors`):
 * the rules that depend on each other stay written once, in their order and the spec's texts (docs/decisions/0123).
 */
export function issuesOf<T>(rules: (values: T) => Record<string, string | readonly string[] | null | undefined>) {
  return (values: T, context: z.RefinementCtx) => {
    for (const [path, messages] of Object.entries(rules(values))) {
      for (const message of typeof messages === 'string' ? [messages] : (messages ?? [])) context.addIssue({ code: 'custom', path: [path], message });
    }
  };
}

/**
 * A failure whose message belongs under one field of the form (the product's words for it): Form puts it there as it
 * does the server's field errors (the shape the UI kit reads: `fieldErrors`).
 */
export function fieldFailure(field: string, message: string, status?: number): Error {
  return Object.assign(new Error(message), { status, fieldErrors: { [field]: [message] } });
}
