import { type AuthResponse, authResponse } from '@sift/contracts';
import type { ApiRequester } from '../request';

export interface LoginRequest {
  username: string;
  password: string;
}

/** Login, logout and staff impersonation (spec 000 §4.6, §7; docs/api-paths.md "Identity"). */
export function authResource(http: ApiRequester) {
  return {
    /** POST api-token-auth/ -> {token, id}. A 400 carries field errors or non_field_errors. */
    login: (credentials: LoginRequest): Promise<AuthResponse> =>
      http.post('api-token-auth/', { json: credentials, schema: authResponse }),

    /** POST auth/logout/: revokes the token (204). */
    logout: async (): Promise<void> => {
      await http.post('auth/logout/');
    },

    /** POST impersonation-tokens/ (staff only) -> a one-use impersonation token. */
    createImpersonationToken: (userId: number): Promise<{ impersonation_token: string }> =>
      http.post('impersonation-tokens/', { json: { user_id: userId } }),

    /** POST api-token-auth/impersonate/ -> {token, id}; a token that was already used answers 400. */
    useImpersonationToken: (impersonationToken: string): Promise<AuthResponse> =>
      http.post('api-token-auth/impersonate/', {
        json: { impersonation_token: impersonationToken },
        schema: authResponse,
      }),
  };
}
export type AuthResource = ReturnType<typeof authResource>;
