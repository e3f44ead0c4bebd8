/** Validation rules shared by forms and the server (000 §5, 002 §5). */
import { PASSCODE_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { PASSCODE_MIN_4, PASSCODE_NUMBERS_ONLY, PASSCODES_DO_NOT_MATCH } from './messages';

/** 000 §5: letters, digits and ._%+- before @; a domain with a top-level part of 2 or more letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** 000 §5: both fields match and are at least 8 characters. */
export const isValidNewPassword = (password: string, confirm: string) =>
  password === confirm && password.length >= PASSWORD_MIN_LENGTH;

/** 002 §5 passcode rules, in the order a person meets them; null when valid. */
export function passcodeError(passcode: string, confirm?: string): string | null {
  if (!/^\d*$/.test(passcode)) return PASSCODE_NUMBERS_ONLY;
  if (passcode.length < PASSCODE_MIN_LENGTH) return PASSCODE_MIN_4;
  if (confirm !== undefined && passcode !== confirm) return PASSCODES_DO_NOT_MATCH;
  return null;
}

/** Confirmation codes: six letters or digits; a pasted code may contain a dash (000 §5). */
export const normaliseConfirmationCode = (raw: string) => raw.replace(/-/g, '').trim();
export const isValidConfirmationCode = (code: string) => /^[A-Za-z0-9]{6}$/.test(code);
