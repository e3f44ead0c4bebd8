/** Argon2id with the library's defaults (OWASP's recommended memory and time costs). */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

export const hashSecret = (secret: string) => hash(secret, { algorithm: ARGON2ID });

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** Verifying against this when an account does not exist keeps login time the same for known and unknown e-mails. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashSecret('not-a-real-password'));
