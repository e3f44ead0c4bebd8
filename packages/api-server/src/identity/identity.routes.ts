/**
 * Every call of the identity area (sign-in, signup and users, passwords, the newsletter, social login, staff's user
 * tools), registered with one line in server.ts.
 */
import type { ZodApp } from '../http/route-layer';
import { authRoutes } from './auth.routes';
import { newsletterRoutes } from './newsletter.routes';
import { passwordRoutes } from './password.routes';
import { socialLoginRoutes } from './social-login.routes';
import { staffUsersRoutes } from './staff-users.routes';
import { usersRoutes } from './users.routes';

export function identityRoutes(app: ZodApp) {
  authRoutes(app);
  usersRoutes(app);
  passwordRoutes(app);
  newsletterRoutes(app);
  socialLoginRoutes(app);
  staffUsersRoutes(app);
}
