import { z } from 'zod/mini';
import { isApiError } from '@sift/api-client';
import {
  PASSCODE_CHECK_FAILED,
  PASSCODE_EMPTY,
  PASSCODE_INVALID,
  PASSCODE_SET_FAILED,
  passcodeError,
  requiredFiltersCreate,
  requiredFiltersUpdate,
} from '@sift/contracts';
import { fieldFailure, ruleIssues } from '@sift/ui';

/** Setting the first passcode (002 §5): numbers only, at least 4, confirmed. */
export function newPasscodeErrors(passcode: string, confirm: string): { passcode?: string; confirm?: string } {
  const error = passcodeError(passcode, confirm);
  if (!error) return {};
  return passcode === confirm || passcodeError(passcode) ? { passcode: error } : { confirm: error };
}

/** Entering the passcode (002 §5, §8): empty asks for it; 403 'Invalid passcode'; otherwise 'Error. Please try again later'. */
export const enteredPasscodeError = (passcode: string) => (passcode ? null : PASSCODE_EMPTY);

export function passcodeCheckFailure(failure: unknown): string {
  if (isApiError(failure) && failure.status === 403) return PASSCODE_INVALID;
  // Too many guesses (429) says so in the server's words; anything else is the spec's generic text.
  if (isApiError(failure) && failure.status === 429) return failure.message;
  return PASSCODE_CHECK_FAILED;
}

/** Setting a passcode failed (002 §8): the server's field message, else 'An error occurred. Please try again later.' */
export function passcodeSetFailure(failure: unknown): string {
  const fields = isApiError(failure) ? failure.fieldErrors : undefined;
  return fields?.passcode?.[0] ?? fields?.passcode_confirm?.[0] ?? PASSCODE_SET_FAILED;
}

/** The fields of required-filters/ (their API bounds), named as the API names them so its field errors find them. */
const passcodeField = requiredFiltersUpdate.shape.passcode.def.innerType;

/** Setting the first passcode (POST required-filters/): the passcode and its confirmation, 002 §5. */
export const setPasscodeSchema = z
  .object({ passcode: requiredFiltersCreate.shape.passcode, passcode_confirm: requiredFiltersCreate.shape.passcode_confirm.def.innerType })
  .check(z.superRefine(
    ruleIssues(({ passcode, passcode_confirm }) => {
      const errors = newPasscodeErrors(passcode, passcode_confirm);
      return { passcode: errors.passcode, passcode_confirm: errors.confirm };
    }),
  ));

/** Entering the passcode (PATCH required-filters/ with {passcode}). */
export const enterPasscodeSchema = z.object({ passcode: passcodeField }).check(z.superRefine(ruleIssues(({ passcode }) => ({ passcode: enteredPasscodeError(passcode) }))));

/** Changing it (PATCH with passcode, passcode_new, passcode_confirm): the current one given, the new one as when set. */
export const changePasscodeSchema = z
  .object({ passcode: passcodeField, passcode_new: requiredFiltersUpdate.shape.passcode_new.def.innerType, passcode_confirm: requiredFiltersUpdate.shape.passcode_confirm.def.innerType })
  .check(z.superRefine(
    ruleIssues(({ passcode, passcode_new, passcode_confirm }) => {
      const errors = newPasscodeErrors(passcode_new, passcode_confirm);
      return { passcode: enteredPasscodeError(passcode), passcode_new: errors.passcode, passcode_confirm: errors.confirm };
    }),
  ));

const namesAField = (failure: unknown, fields: readonly string[]) =>
  isApiError(failure) && fields.some((field) => Boolean(failure.fieldErrors?.[field]?.length));

/**
 * What a failed passcode check throws for its form (002 §8): 'Invalid passcode' (403) under the passcode field, the
 * server's words on too many guesses (429), else 'Error. Please try again later'. The server's field messages stay
 * the server's, under their fields.
 */
export function passcodeCheckError(failure: unknown, fields: readonly string[] = ['passcode']): unknown {
  if (namesAField(failure, fields)) return failure;
  if (isApiError(failure) && failure.status === 403) return fieldFailure('passcode', PASSCODE_INVALID, 403);
  return new Error(passcodeCheckFailure(failure));
}

/** What a failed first passcode throws for its form: the server's field messages under their fields, else PASSCODE_SET_FAILED. */
export const passcodeSetError = (failure: unknown): unknown =>
  namesAField(failure, ['passcode', 'passcode_confirm']) ? failure : new Error(passcodeSetFailure(failure));
