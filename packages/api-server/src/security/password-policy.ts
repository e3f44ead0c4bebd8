/**
 * Rules for a new password beyond its length (NIST SP 800-63B 3.1.1.2): not blank, not one of the most common
 * passwords (common-passwords.txt, 11,611 entries of 8+ characters; scripts/generate-common-passwords.mjs), not
 * the account's own e-mail or the product's name, not one character or a short unit repeated or a run of
 * consecutive characters. Applies to passwords people choose (signup, reset, change),
 * never to seeded demo accounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_BLANK, PASSWORD_TOO_COMMON, PRODUCT_NAME } from '@sift/contracts';

let common: Set<string> | undefined;
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/**
 * Patterns as guessable as the list's entries: one character repeated ('aaaaaaaa'), a short unit repeated
 * ('abababab', '123123123'), or a run of consecutive characters either way ('abcdefgh', '98765432').
 */
function isTrivialPattern(password: string): boolean {
  const chars = [...password];
  for (let unit = 1; unit <= 4 && unit < chars.length; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  const codes = chars.map((c) => c.codePointAt(0)!);
  const step = codes[1] - codes[0];
  return (step === 1 || step === -1) && codes.every((code, i) => i === 0 || code - codes[i - 1] === step);
}

/** The message for a new password that breaks a rule, or null. Length is checked where it always was. */
export function newPasswordProblem(password: string, email?: string): string | null {
  if (!password.trim()) return PASSWORD_BLANK;
  const lower = password.trim().toLowerCase();
  const own = email ? [email.toLowerCase(), email.toLowerCase().split('@')[0]] : [];
  const product = PRODUCT_NAME.toLowerCase();
  if (commonPasswords().has(lower) || isTrivialPattern(lower) || own.includes(lower) || lower === product || lower === `${product}${product}`) return PASSWORD_TOO_COMMON;
  return null;
}
