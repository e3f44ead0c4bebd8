export { readCookie } from '@sift/api-client';

/** Auth cookies are secure and same-site lax (000 §9). Chrome treats http://localhost as secure, so this works in dev. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Secure${maxAge}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; SameSite=Lax; Secure; Max-Age=0`;
}
