/** Social login over OpenID Connect (000 §4.4, §7; 002 §2.1). docs/api-paths.md "Social login". */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { SOCIAL_PROVIDERS } from '../constants';
import { text } from './common';
import { authResponse } from './identity';

export const socialProvider = lazySchema(() => z.enum(SOCIAL_PROVIDERS));
export type SocialProvider = z.infer<typeof socialProvider>;

/** POST auth/social/{provider}/authorize/: where to send the browser, and the state it must come back with. */
export const socialAuthorizeRequest = lazySchema(() => z.object({ redirect_uri: text(500) }));
export const socialAuthorizeResponse = lazySchema(() => z.object({ authorization_url: z.string(), state: z.string() }));
export type SocialAuthorizeResponse = z.infer<typeof socialAuthorizeResponse>;

/** POST auth/social/{provider}/ (000 §7: "code data, anon_stats_id"); 201 means a new account. */
export const socialLoginRequest = lazySchema(() => z.object({
  code: text(2000).check(z.minLength(1)),
  state: text(200).check(z.minLength(1)),
  redirect_uri: text(500),
  anon_stats_id: z.optional(text(100)),
  rupi: z.optional(z.nullable(text(100))),
  promo_code: z.optional(z.nullable(text(100))),
  /** The affiliate click id, kept with a new account as signup keeps it (002 §7). */
  ir_click_id: z.optional(z.nullable(text(200))),
}));
export type SocialLoginRequest = z.infer<typeof socialLoginRequest>;

/** The answer: the token, and (as the 201 status says) whether the account is new. */
export const socialLoginResponse = lazySchema(() => z.extend(authResponse, { created: z.boolean() }));
export type SocialLoginResponse = z.infer<typeof socialLoginResponse>;
