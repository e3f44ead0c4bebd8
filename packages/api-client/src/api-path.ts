import { type ListQuery, toSearchParams } from './list-query';

/** Plain search params of a call. Arrays are comma-joined; null and undefined are left out. */
export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/**
 * The request target relative to the API root: no leading slash, a trailing slash on the path
 * (spec 000 §7: the client adds it when a caller forgets) and the query after it.
 * 'users/current' -> 'users/current/'; 'account-initial-action?email=a' -> 'account-initial-action/?email=a'.
 */
export function apiPath(path: string, params?: QueryParams, list?: ListQuery): string {
  const queryStart = path.indexOf('?');
  const rawPath = queryStart === -1 ? path : path.slice(0, queryStart);
  const search = new URLSearchParams(queryStart === -1 ? '' : path.slice(queryStart + 1));

  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const [key, value] of toSearchParams(list)) search.append(key, value);

  const trimmed = rawPath.replace(/^\/+/, '');
  const withSlash = trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  const query = search.toString();
  return query ? `${withSlash}?${query}` : withSlash;
}

/** One path segment taken from data (an e-mail, a slug): encoded so it cannot add segments. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
