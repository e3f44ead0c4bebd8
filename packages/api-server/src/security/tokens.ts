/** Random secrets (256 bits) and the digests stored in their place. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Unambiguous letters and digits (no 0/O, 1/I/L) for codes a person types from an e-mail. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newConfirmationCode = (length = 6) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** Referral codes for the sharing link. */
export const newReferralCode = () => newConfirmationCode(10).toLowerCase();
