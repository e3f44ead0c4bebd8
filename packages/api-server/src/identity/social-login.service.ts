/**
 * Social login over standard OpenID Connect (000 §4.4; docs/decisions/0036-social-login.md), with openid-client.
 * The same code talks to Google and Apple in production and to the local provider (packages/oidc-dev-provider)
 * in development and tests; only the issuer, client id and secret differ (config/social-login.ts).
 *
 * 1. authorize: a fresh state, nonce and PKCE verifier are stored (the state as a digest, single use, 10 minutes)
 *    and the browser is sent to the provider's authorization endpoint.
 * 2. login: the state comes back with the code; it is used up, the code is exchanged (PKCE, client secret), the ID
 *    token is checked (issuer, audience, signature, nonce) and the person is found by (provider, subject), or by
 *    their verified e-mail, or becomes a new account (201).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import {
  SOCIAL_EMAIL_MISSING,
  SOCIAL_LOGIN_FAILED,
  SOCIAL_LOGIN_STATE_TTL_MS,
  SOCIAL_PROVIDER_UNAVAILABLE,
  SOCIAL_REDIRECT_INVALID,
  SOCIAL_STATE_INVALID,
  type SocialProvider,
} from '@sift/contracts';
import { socialIdentities, socialLoginStates, users } from '../db/schema';
import type { AppContext } from '../http/context';
import { detailError, fieldError } from '../http/errors';
import { createAccount, findUserByEmail, normaliseEmail } from './accounts.service';
import { digest } from '../security/tokens';
import type { OidcProviderConfig } from '../config/social-login';
import { recordReferral } from '../billing/referrals';
import { confirmEmail } from './signup-records';

const configurations = new Map<string, Promise<oidc.Configuration>>();

function settingsOf(ctx: AppContext, provider: SocialProvider): OidcProviderConfig {
  const settings = ctx.config.socialLogin[provider];
  if (!settings) throw detailError(404, SOCIAL_PROVIDER_UNAVAILABLE);
  return settings;
}

/** The provider's discovered configuration, cached per issuer and client; a failed discovery is retried next time. */
async function configurationOf(settings: OidcProviderConfig): Promise<oidc.Configuration> {
  const cacheKey = `${settings.issuer}|${settings.clientId}`;
  let pending = configurations.get(cacheKey);
  if (!pending) {
    const insecure = new URL(settings.issuer).protocol === 'http:';
    pending = oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      ...(insecure && { execute: [oidc.allowInsecureRequests] }),
      timeout: 10,
    });
    configurations.set(cacheKey, pending);
    pending.catch(() => configurations.delete(cacheKey));
  }
  try {
    return await pending;
  } catch {
    throw detailError(503, SOCIAL_PROVIDER_UNAVAILABLE);
  }
}

/** The site's own /oauth/{provider} page is the only redirect URI a sign-in may use. */
function checkRedirectUri(ctx: AppContext, provider: SocialProvider, redirectUri: string) {
  const allowed = ctx.config.siteOrigins.map((origin) => `${origin}/oauth/${provider}`);
  if (!allowed.includes(redirectUri)) throw fieldError('redirect_uri', SOCIAL_REDIRECT_INVALID);
}

export async function startSocialLogin(ctx: AppContext, provider: SocialProvider, redirectUri: string) {
  checkRedirectUri(ctx, provider, redirectUri);
  const config = await configurationOf(settingsOf(ctx, provider));
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await ctx.db.insert(socialLoginStates).values({
    stateDigest: digest(state),
    provider,
    nonce,
    codeVerifier,
    redirectUri,
    expiresAt: new Date(ctx.clock.now() + SOCIAL_LOGIN_STATE_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorization_url: url.href, state };
}

export interface SocialLoginInput {
  code: string;
  state: string;
  redirectUri: string;
  iss?: string;
  rupi?: string | null;
  promoCode?: string | null;
  irClickId?: string | null;
}

interface Identity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

async function exchangeCode(ctx: AppContext, provider: SocialProvider, input: SocialLoginInput): Promise<Identity> {
  const now = new Date(ctx.clock.now());
  // Using the state up is one conditional update: it works once, even when two requests race.
  const [stored] = await ctx.db
    .update(socialLoginStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialLoginStates.stateDigest, digest(input.state)),
        eq(socialLoginStates.provider, provider),
        isNull(socialLoginStates.usedAt),
        gt(socialLoginStates.expiresAt, now),
      ),
    )
    .returning();
  if (!stored || stored.redirectUri !== input.redirectUri) throw fieldError('state', SOCIAL_STATE_INVALID);
  const config = await configurationOf(settingsOf(ctx, provider));
  const callback = new URL(stored.redirectUri);
  callback.searchParams.set('code', input.code);
  callback.searchParams.set('state', input.state);
  if (input.iss) callback.searchParams.set('iss', input.iss);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: stored.codeVerifier,
      expectedState: input.state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'social login: code exchange failed');
    const description = (error as { error_description?: string }).error_description;
    throw detailError(400, description ?? SOCIAL_LOGIN_FAILED, { code: 'social_login_failed' });
  }
  const claims = tokens.claims();
  if (!claims) throw detailError(400, SOCIAL_LOGIN_FAILED, { code: 'social_login_failed' });
  let email = typeof claims.email === 'string' ? claims.email : null;
  let verified = claims.email_verified === true || claims.email_verified === 'true';
  let given = typeof claims.given_name === 'string' ? claims.given_name : '';
  let family = typeof claims.family_name === 'string' ? claims.family_name : '';
  if (!email && config.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
    email = typeof info?.email === 'string' ? info.email : null;
    verified = info?.email_verified === true;
    given ||= typeof info?.given_name === 'string' ? info.given_name : '';
    family ||= typeof info?.family_name === 'string' ? info.family_name : '';
  }
  return { subject: claims.sub, email: email ? normaliseEmail(email) : null, emailVerified: verified, firstName: given, lastName: family };
}

/** Signs the person in: { userId, created } (created: a new account, answered 201). */
export async function finishSocialLogin(ctx: AppContext, provider: SocialProvider, input: SocialLoginInput) {
  const identity = await exchangeCode(ctx, provider, input);
  const now = new Date(ctx.clock.now());
  const [known] = await ctx.db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)));
  if (known) {
    await ctx.db
      .update(socialIdentities)
      .set({ lastLoginAt: now })
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, identity.subject)));
    return { userId: known.userId, created: false };
  }
  if (!identity.email || !identity.emailVerified) throw detailError(400, SOCIAL_EMAIL_MISSING, { code: 'social_email_missing' });
  // An account with the provider's verified e-mail is the same person: the identity is linked to it.
  const existing = await findUserByEmail(ctx, identity.email);
  let created = false;
  let userId = existing?.id ?? null;
  if (userId === null) {
    const user = await createAccount(ctx, {
      email: identity.email,
      // Nobody knows this password: the member signs in with the provider, or sets one through a reset link.
      password: randomBytes(32).toString('base64url'),
      promoCode: input.promoCode ?? undefined,
      irClickId: input.irClickId ?? undefined,
    });
    if (!user) return finishExisting(ctx, provider, identity);
    userId = user.id;
    created = true;
    if (identity.firstName || identity.lastName) {
      await ctx.db.update(users).set({ firstName: identity.firstName, lastName: identity.lastName }).where(eq(users.id, userId));
    }
    await recordReferral(ctx, userId, input.rupi);
  }
  await ctx.db
    .insert(socialIdentities)
    .values({ provider, subject: identity.subject, userId, email: identity.email, lastLoginAt: now })
    .onConflictDoNothing();
  await confirmEmail(ctx, userId, identity.email, 'social');
  return { userId, created };
}

/** The account appeared between the check and the insert (two sign-ins at once): link to it. */
async function finishExisting(ctx: AppContext, provider: SocialProvider, identity: Identity) {
  const existing = await findUserByEmail(ctx, identity.email!);
  if (!existing) throw detailError(400, SOCIAL_LOGIN_FAILED, { code: 'social_login_failed' });
  await ctx.db
    .insert(socialIdentities)
    .values({ provider, subject: identity.subject, userId: existing.id, email: identity.email, lastLoginAt: new Date(ctx.clock.now()) })
    .onConflictDoNothing();
  return { userId: existing.id, created: false };
}
