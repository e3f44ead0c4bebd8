/**
 * Keys of API answers in the site's one query client. Every remote builds them the same way, so an answer one remote
 * loaded is found by another: ['api', scope, path, params], where the path is the API's own (`hero/`,
 * `content/v2/works/harbor-lights/`) and the scope says whose answer it is. A key always holds the call's answer as
 * the API client returns it (a screen that wants another shape uses `select`), so two remotes never disagree about
 * what is under one key.
 */

/** Whose answer: everyone's (public), the active profile's, or the account's. */
export type ApiScope = 'public' | `profile:${number}` | `account:${number}`;

export const PUBLIC_SCOPE: ApiScope = 'public';
export const profileScope = (profileId: number): ApiScope => `profile:${profileId}`;
export const accountScope = (userId: number): ApiScope => `account:${userId}`;

export type ApiKey = readonly ['api', ApiScope, string, Record<string, unknown>];

/** The key of one call's answer; params with undefined values are left out (the API would not see them either). */
export function apiKey(scope: ApiScope, path: string, params: Record<string, unknown> = {}): ApiKey {
  const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return ['api', scope, path, defined];
}

/** The start of every key of a scope, or of one path in it: what `forgetApiData` and `refreshApiData` match. */
export const apiKeyPrefix = (scope: ApiScope, path?: string): readonly unknown[] => (path === undefined ? ['api', scope] : ['api', scope, path]);

/**
 * The key of data a remote puts together from several calls for one screen (the landing page's sections): only that
 * remote reads it, under its own name ('marketing/landing'), never an API path.
 */
export type ViewKey = readonly ['view', ApiScope, string, Record<string, unknown>];
export function viewKey(scope: ApiScope, name: string, params: Record<string, unknown> = {}): ViewKey {
  const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
  return ['view', scope, name, defined];
}
