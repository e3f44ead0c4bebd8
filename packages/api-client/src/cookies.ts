/**
 * A cookie of the page's document, or null (none, or a value that cannot be decoded). Here rather than in app-kit so
 * the shell's entry and the API client read the session's cookies before any shared singleton has started.
 */
export function readCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | null {
  const prefix = `${name}=`;
  const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}
