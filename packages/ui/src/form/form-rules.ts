import type { z } from 'zod/mini';

/** What a rule function gives: the messages by field name (or by the name of a rule about the whole form). */
export type RuleMessages = Record<string, string | readonly string[] | null | undefined>;

/**
 * The callback of a schema's `z.superRefine` check from a pure rule function that gives the messages by name
 * (`passwordChangeErrors`, `signupErrors`, `billingErrors`, …): rules that depend on each other stay written once, in
 * their order and the spec's texts (docs/decisions/0123). A name that is no field of the form holds a rule about the
 * whole form, shown by `<FormAlert name="…">`. Empty messages (null, undefined, '') add nothing.
 */
export function ruleIssues<T>(rules: (values: T) => RuleMessages) {
  return (values: T, context: z.core.$RefinementCtx): void => {
    for (const [path, messages] of Object.entries(rules(values))) {
      for (const message of typeof messages === 'string' ? [messages] : (messages ?? [])) {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      }
    }
  };
}

/**
 * A failure whose message belongs under one field of the form (the product's words for it), to throw from a Form's
 * `onSubmit`: Form puts it under that field as it does the server's field errors (the shape `serverErrors` reads).
 */
export function fieldFailure(field: string, message: string, status?: number): Error & { status?: number; fieldErrors: Record<string, string[]> } {
  return Object.assign(new Error(message), { status, fieldErrors: { [field]: [message] } });
}
