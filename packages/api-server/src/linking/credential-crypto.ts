/**
 * Sealing service credentials (001 §3: "encrypted with a per-service key; the key record has user_id, salt").
 * Node's own crypto only: each (account, service) key is HKDF-SHA-256 of the master key with the account's salt and
 * the service's id, and a payload is sealed with AES-256-GCM under a fresh 96-bit IV. The account and service are the
 * associated data, so a sealed payload copied to another row does not open. docs/decisions/0050.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const KEY_VERSION = 1;

export interface Sealed {
  iv: string;
  ciphertext: string;
  tag: string;
}

export const newSalt = () => randomBytes(16).toString('base64');

export function serviceKey(master: Buffer, salt: string, serviceId: number): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.from(salt, 'base64'), `sift service credential v${KEY_VERSION} service ${serviceId}`, 32));
}

const associatedData = (userId: number, serviceId: number) => Buffer.from(`user:${userId}|service:${serviceId}`);

export function seal(key: Buffer, plaintext: string, userId: number, serviceId: number): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(userId, serviceId));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), ciphertext: ciphertext.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}

/** The plaintext; throws when the key, the row or the bytes are not the ones it was sealed with. */
export function open(key: Buffer, sealed: Sealed, userId: number, serviceId: number): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(associatedData(userId, serviceId));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
