import { z } from 'zod/mini';
import { authRequest } from '@sift/contracts';

/**
 * The login page's fields, with the API's own rules for them (authRequest): both are sent even when empty, and the
 * server's words ('Please provide a password.', 'This field is required.') show under them (000 §5).
 */
export const loginSchema = z.object({
  email: authRequest.shape.username.check(z.trim()),
  password: authRequest.shape.password,
});

/** The API names the e-mail `username` (000 §7). */
export const LOGIN_SERVER_FIELDS = { username: 'email' } as const;
