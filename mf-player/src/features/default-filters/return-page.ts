/** Where /default-filters goes when it closes (001 §2 returnPage): a path of this site, else the fallback. */
export function returnPageOf(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
