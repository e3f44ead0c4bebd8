import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { categoryMap, id, int32, passwordText, text } from './common';

export const profile = lazySchema(() => z.object({
  id,
  name: z.string().check(z.minLength(1)),
  avatar: z.nullable(z.string()),
  avatar_id: z.nullable(z.int()),
  avatar_url: z.string(),
  is_primary: z.boolean(),
  account_access: z.boolean(),
  global_filters: categoryMap,
  selected_catalogs: z.array(z.int()),
  selected_devices: z.array(z.string()),
  account_id: id,
}));
export type Profile = z.infer<typeof profile>;

export const profileCreate = lazySchema(() => z.object({
  name: text(200).check(z.trim(), z.minLength(1)),
  avatar_id: z.optional(z.nullable(int32)),
  account_access: z.optional(z.boolean()),
  global_filters: z.optional(categoryMap),
  selected_catalogs: z.optional(z.array(int32).check(z.maxLength(200))),
  selected_devices: z.optional(z.array(text(200)).check(z.maxLength(50))),
}));
export const profileUpdate = lazySchema(() => z.partial(profileCreate));
export type ProfileCreate = z.infer<typeof profileCreate>;
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const avatar = lazySchema(() => z.object({ id, url: z.string() }));
export type Avatar = z.infer<typeof avatar>;
export const avatarGroup = lazySchema(() => z.object({ id, title: z.string(), avatars: z.array(avatar) }));
export type AvatarGroup = z.infer<typeof avatarGroup>;

export const requiredFilters = lazySchema(() => z.object({
  user_id: id,
  id_map: categoryMap,
  passcode_set: z.boolean(),
}));
export type RequiredFilters = z.infer<typeof requiredFilters>;

export const user = lazySchema(() => z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  profiles: z.array(profile),
  required_filters: categoryMap,
  is_beta_user: z.boolean(),
  is_staff: z.boolean(),
  stripe_customer_id: z.nullable(z.string()),
  /** Subscription summary fields the navbar and login routing need (000 §2.8, §4.2). */
  subscription: z.nullable(
    z.object({
      plan_price: z.string(),
      billing_frequency: z.enum(['monthly', 'yearly']),
      subscription_is_active: z.boolean(),
      is_renewing: z.boolean(),
      is_upsellable_to_annual: z.boolean(),
    }),
  ),
  has_onboarded: z.boolean(),
  /**
   * users/current only: the staff member when this session is an impersonation (000 §4.6), null when it is the
   * user's own. Absent from other answers that carry a User.
   */
  impersonated_by: z.optional(z.nullable(z.object({ id, email: z.string() }))),
}));
export type User = z.infer<typeof user>;

export const authRequest = lazySchema(() => z.object({ username: text(320), password: passwordText() }));
export const authResponse = lazySchema(() => z.object({ token: z.string(), id, to: z.optional(z.string()) }));
export type AuthResponse = z.infer<typeof authResponse>;

export const signupRequest = lazySchema(() => z.object({
  email: text(320),
  password: passwordText().check(z.minLength(PASSWORD_MIN_LENGTH)),
  rupi: z.optional(text(100)),
  /** Kept for older clients; the server decides whether a signup confirms its e-mail (default: it must). */
  confirmation_required: z.optional(z.boolean()),
  confirmation_code: z.optional(text(20)),
  ir_click_id: z.optional(text(200)),
  promo_code: z.optional(text(100)),
}));
export type SignupRequest = z.infer<typeof signupRequest>;

export const userFlags = lazySchema(() => z.object({ has_onboarded: z.boolean() }));
export type UserFlags = z.infer<typeof userFlags>;

export const accountInitialAction = lazySchema(() => z.object({ action: z.nullable(z.string()) }));
export type AccountInitialAction = z.infer<typeof accountInitialAction>;

// ---- request and answer bodies of the identity calls (docs/api-paths.md) ----
export const signupPendingResponse = lazySchema(() => z.object({ confirmation_pending: z.literal(true), detail: z.string() }));
export type SignupPendingResponse = z.infer<typeof signupPendingResponse>;

export const impersonationTokenRequest = lazySchema(() => z.object({ user_id: id }));
export const impersonationTokenResponse = lazySchema(() => z.object({ impersonation_token: z.string() }));
export const impersonateRequest = lazySchema(() => z.object({ impersonation_token: text(200) }));

export const passwordRequestBody = lazySchema(() => z.object({ email: text(320) }));
export const passwordResetBody = lazySchema(() => z.object({
  validation_key: text(200),
  password: passwordText(),
  password_confirm: passwordText(),
}));
/** A successful reset also signs the user in (external activation, 000 §4.3). */
export const passwordResetResponse = lazySchema(() => z.object({ detail: z.string(), token: z.string(), id }));

export const changeNameBody = lazySchema(() => z.object({ first_name: text(150), last_name: z.optional(text(150)) }));
export const changeEmailBody = lazySchema(() => z.object({
  new_email: z.optional(text(320)),
  /** Older clients send the new address as `email` (002 §7). */
  email: z.optional(text(320)),
  password: passwordText(),
}));
export const verifyEmailChangeBody = lazySchema(() => z.object({ code: text(20) }));
export const changePasswordBody = lazySchema(() => z.object({
  password_last: passwordText(),
  password: passwordText(),
  confirm: passwordText(),
}));

export const newsletterJoinBody = lazySchema(() => z.object({ email: text(320) }));
export const newsletterConfirmBody = lazySchema(() => z.object({ email: text(320), code: text(20) }));

/** Query of GET account-initial-action/. */
export const accountInitialActionQuery = lazySchema(() => z.object({ email: text(320) }));

/** Plain acknowledgement answers: {detail}. */
export const detailResponse = lazySchema(() => z.object({ detail: z.string() }));
