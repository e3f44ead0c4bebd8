import { passwordResetResponse } from '@sift/contracts';
import type { ApiRequester } from '../request';
import { segment } from '../api-path';

export interface PasswordResetRequest {
  validation_key: string;
  password: string;
  password_confirm: string;
}

/** Password request and reset (spec 000 §4.5, §7). */
export function passwordsResource(http: ApiRequester) {
  return {
    /** POST password/request/ -> {detail}; the same answer for unknown e-mails. */
    request: (email: string): Promise<{ detail: string }> => http.post('password/request/', { json: { email } }),

    /**
     * POST password/reset/ -> {detail, token, id}: the new password is set and the user signed in (external
     * activation uses the token, 000 §4.3). A 400 says 'Password fields must match and be at least 8 characters'.
     */
    reset: (body: PasswordResetRequest): Promise<{ detail: string; token: string; id: number }> =>
      http.post('password/reset/', { json: body, schema: passwordResetResponse }),

    /** POST reset-password/{email}/ */
    resetByEmail: async (email: string): Promise<void> => {
      await http.post(`reset-password/${segment(email)}/`);
    },
  };
}
export type PasswordsResource = ReturnType<typeof passwordsResource>;
