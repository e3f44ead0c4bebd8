/** Request validation with the contracts' zod schemas, turning issues into field errors. */
import type { z } from 'zod';
import { FIELD_REQUIRED } from '@sift/contracts';
import { ApiError } from './errors';

export interface ParseOptions {
  /** Spec messages by field: any issue on that field answers with this text instead of zod's. */
  messages?: Record<string, string>;
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown, options: ParseOptions = {}): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const message = options.messages?.[field] ?? (missing ? FIELD_REQUIRED : issue.message);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  throw new ApiError(400, errors);
}
