import { isApiError } from '@sift/api-client';
import { PASSCODE_CHECK_FAILED, PASSCODE_EMPTY, PASSCODE_INVALID, PASSCODE_SET_FAILED, passcodeError } from '@sift/contracts';

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
