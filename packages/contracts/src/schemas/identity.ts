import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { categoryMap, id } from './common';

export const profile = z.object({
  id,
  name: z.string().min(1),
  avatar: z.string().nullable(),
  avatar_id: z.number().int().nullable(),
  avatar_url: z.string(),
  is_primary: z.boolean(),
  account_access: z.boolean(),
  global_filters: categoryMap,
  selected_catalogs: z.array(z.number().int()),
  selected_devices: z.array(z.string()),
  account_id: id,
});
export type Profile = z.infer<typeof profile>;

export const profileCreate = z.object({
  name: z.string().trim().min(1),
  avatar_id: z.number().int().nullable().optional(),
  account_access: z.boolean().optional(),
  global_filters: categoryMap.optional(),
  selected_catalogs: z.array(z.number().int()).optional(),
  selected_devices: z.array(z.string()).optional(),
});
export const profileUpdate = profileCreate.partial();
export type ProfileCreate = z.infer<typeof profileCreate>;
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const avatar = z.object({ id, url: z.string() });
export type Avatar = z.infer<typeof avatar>;
export const avatarGroup = z.object({ id, title: z.string(), avatars: z.array(avatar) });
export type AvatarGroup = z.infer<typeof avatarGroup>;

export const requiredFilters = z.object({
  user_id: id,
  id_map: categoryMap,
  passcode_set: z.boolean(),
});
export type RequiredFilters = z.infer<typeof requiredFilters>;

export const user = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  profiles: z.array(profile),
  required_filters: categoryMap,
  is_beta_user: z.boolean(),
  is_staff: z.boolean(),
  stripe_customer_id: z.string().nullable(),
  /** Subscription summary fields the navbar and login routing need (000 §2.8, §4.2). */
  subscription: z
    .object({
      plan_price: z.string(),
      billing_frequency: z.enum(['monthly', 'yearly']),
      subscription_is_active: z.boolean(),
      is_renewing: z.boolean(),
      is_upsellable_to_annual: z.boolean(),
    })
    .nullable(),
  has_onboarded: z.boolean(),
});
export type User = z.infer<typeof user>;

export const authRequest = z.object({ username: z.string(), password: z.string() });
export const authResponse = z.object({ token: z.string(), id, to: z.string().optional() });
export type AuthResponse = z.infer<typeof authResponse>;

export const signupRequest = z.object({
  email: z.string(),
  password: z.string().min(PASSWORD_MIN_LENGTH),
  rupi: z.string().optional(),
  confirmation_required: z.boolean().optional(),
  confirmation_code: z.string().optional(),
  ir_click_id: z.string().optional(),
  promo_code: z.string().optional(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const userFlags = z.object({ has_onboarded: z.boolean() });
export type UserFlags = z.infer<typeof userFlags>;

export const accountInitialAction = z.object({ action: z.string().nullable() });
export type AccountInitialAction = z.infer<typeof accountInitialAction>;

// ---- request and answer bodies of the identity calls (docs/api-paths.md) ----
export const signupPendingResponse = z.object({ confirmation_pending: z.literal(true), detail: z.string() });
export type SignupPendingResponse = z.infer<typeof signupPendingResponse>;

export const impersonationTokenRequest = z.object({ user_id: id });
export const impersonationTokenResponse = z.object({ impersonation_token: z.string() });
export const impersonateRequest = z.object({ impersonation_token: z.string() });

export const passwordRequestBody = z.object({ email: z.string() });
export const passwordResetBody = z.object({
  validation_key: z.string(),
  password: z.string(),
  password_confirm: z.string(),
});
/** A successful reset also signs the user in (external activation, 000 §4.3). */
export const passwordResetResponse = z.object({ detail: z.string(), token: z.string(), id });

export const changeNameBody = z.object({ first_name: z.string().max(150), last_name: z.string().max(150).optional() });
export const changeEmailBody = z.object({
  new_email: z.string().optional(),
  /** Older clients send the new address as `email` (002 §7). */
  email: z.string().optional(),
  password: z.string(),
});
export const verifyEmailChangeBody = z.object({ code: z.string() });
export const changePasswordBody = z.object({ password_last: z.string(), password: z.string(), confirm: z.string() });

export const newsletterJoinBody = z.object({ email: z.string() });
export const newsletterConfirmBody = z.object({ email: z.string(), code: z.string() });

/** Plain acknowledgement answers: {detail}. */
export const detailResponse = z.object({ detail: z.string() });
