/**
 * Social login (000 §4.4, §7): start at the provider, and finish with the code it sends back. One pair of routes
 * per provider Sift signs in with (`auth/social/google/`, `auth/social/apple/`), each with its own named handler.
 */
import { z } from 'zod/mini';
import {
  SOCIAL_PROVIDERS,
  socialAuthorizeRequest,
  socialAuthorizeResponse,
  socialLoginRequest,
  socialLoginResponse,
  type SocialProvider,
} from '@sift/contracts';
import { setTokenCookie } from '../http/auth';
import { ctxOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { issueToken } from './accounts.service';
import { finishSocialLogin, startSocialLogin } from './social-login.service';

const authorizeSocialLoginSchema = {
  summary: "Start a social sign-in: answers the provider's authorization URL (state, nonce and PKCE stored on our side) and the state the browser keeps to compare.",
  tags: ['identity'],
  body: socialAuthorizeRequest,
  response: { 200: socialAuthorizeResponse },
};

const socialLoginSchema = {
  summary: "Finish a social sign-in with the provider's code and the state: 200 {token, id} for a known person, 201 for a new account.",
  tags: ['identity'],
  body: z.extend(socialLoginRequest, { iss: z.optional(z.string().check(z.maxLength(500))) }),
  response: { 200: socialLoginResponse, 201: socialLoginResponse },
};

const title = (provider: SocialProvider) => provider[0].toUpperCase() + provider.slice(1);

function handlersFor(provider: SocialProvider) {
  const named = {
    [`authorizeSocialLogin${title(provider)}`]: async (request: ZodRequest<typeof authorizeSocialLoginSchema>) =>
      startSocialLogin(ctxOf(request), provider, request.body.redirect_uri),
    [`socialLogin${title(provider)}`]: async (request: ZodRequest<typeof socialLoginSchema>, reply: ZodReply<typeof socialLoginSchema>) => {
      const ctx = ctxOf(request);
      const { body } = request;
      const { userId, created } = await finishSocialLogin(ctx, provider, {
        code: body.code,
        state: body.state,
        redirectUri: body.redirect_uri,
        iss: body.iss,
        rupi: body.rupi,
        promoCode: body.promo_code,
        irClickId: body.ir_click_id,
      });
      const token = await issueToken(ctx, userId);
      setTokenCookie(reply, token);
      return reply.code(created ? 201 : 200).send({ token, id: userId, created });
    },
  };
  return {
    authorize: named[`authorizeSocialLogin${title(provider)}`] as (request: ZodRequest<typeof authorizeSocialLoginSchema>) => Promise<unknown>,
    login: named[`socialLogin${title(provider)}`] as (request: ZodRequest<typeof socialLoginSchema>, reply: ZodReply<typeof socialLoginSchema>) => Promise<unknown>,
  };
}

export function socialLoginRoutes(app: ZodApp) {
  for (const provider of SOCIAL_PROVIDERS) {
    const { authorize, login } = handlersFor(provider);
    app.post(`/auth/social/${provider}/authorize/`, { schema: authorizeSocialLoginSchema, config: { auth: 'none' } }, authorize as never);
    app.post(`/auth/social/${provider}/`, { schema: socialLoginSchema, config: { auth: 'none' } }, login as never);
  }
}
