/**
 * Settings of the membership area: the OpenID Connect providers of social login (the payment provider's are in
 * payments.ts).
 *
 * | env | meaning |
 * |---|---|
 * | `SIFT_OIDC_GOOGLE_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` | Google (issuer https://accounts.google.com) |
 * | `SIFT_OIDC_APPLE_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` | Apple (issuer https://appleid.apple.com; the secret is the signed client-secret JWT) |
 *
 * Outside production each provider defaults to the local OpenID Connect provider that `npm start` runs
 * (packages/oidc-dev-provider, port OIDC_DEV_PORT). In production a provider without settings is off.
 */
import { OIDC_DEV_PORT } from '@sift/build-config/ports';
import type { SocialProvider } from '@sift/contracts';

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type SocialLoginConfig = Partial<Record<SocialProvider, OidcProviderConfig>>;

/** The local provider's clients (packages/oidc-dev-provider DEV_CLIENTS, DEV_CLIENT_SECRET). */
export const DEV_OIDC = {
  issuer: `http://localhost:${OIDC_DEV_PORT}`,
  clientSecret: 'sift-dev-oidc-secret',
  clientIds: { google: 'sift-google', apple: 'sift-apple' } as Record<SocialProvider, string>,
};

function oidcProvider(env: NodeJS.ProcessEnv, name: SocialProvider, production: boolean): OidcProviderConfig | undefined {
  const prefix = `SIFT_OIDC_${name.toUpperCase()}_`;
  const issuer = env[`${prefix}ISSUER`];
  const clientId = env[`${prefix}CLIENT_ID`];
  const clientSecret = env[`${prefix}CLIENT_SECRET`];
  if (issuer && clientId && clientSecret) return { issuer: issuer.replace(/\/$/, ''), clientId, clientSecret };
  if (production) return undefined;
  return { issuer: DEV_OIDC.issuer, clientId: DEV_OIDC.clientIds[name], clientSecret: DEV_OIDC.clientSecret };
}

export function membershipConfigFromEnv(env: NodeJS.ProcessEnv): { socialLogin: SocialLoginConfig } {
  const production = env.NODE_ENV === 'production';
  return {
    socialLogin: {
      google: oidcProvider(env, 'google', production),
      apple: oidcProvider(env, 'apple', production),
    },
  };
}
