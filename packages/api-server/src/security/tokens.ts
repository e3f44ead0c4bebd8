/** Random secrets (256 bits) and the digests stored in their place. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Unambiguous letters and digits (no 0/O, 1/I/L) for codes a person types from an e-mail, a card or a TV. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** `length` characters drawn from `alphabet` by the system's secure random source. */
export const randomCode = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
export const newConfirmationCode = (length = 6) => randomCode(CODE_ALPHABET, length);
/** Referral codes for the sharing link. */
export const newReferralCode = () => newConfirmationCode(10).toLowerCase();
