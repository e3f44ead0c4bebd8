/** Social login (000 §4.4, §7): start at the provider, and finish with the code it sends back. */
import { z } from 'zod';
import { authResponse, socialAuthorizeRequest, socialAuthorizeResponse, socialLoginRequest, socialProvider } from '@sift/contracts';
import { setTokenCookie } from '../http/auth';
import { ctxOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { issueToken } from '../identity/accounts.service';
import { finishSocialLogin, startSocialLogin } from './social-login.service';

const providerParams = z.object({ provider: socialProvider });

const authorizeSocialLoginSchema = {
  summary: "Start a social sign-in: answers the provider's authorization URL (state, nonce and PKCE stored on our side) and the state the browser keeps to compare.",
  tags: ['identity'],
  params: providerParams,
  body: socialAuthorizeRequest,
  response: { 200: socialAuthorizeResponse },
};
async function authorizeSocialLogin(request: ZodRequest<typeof authorizeSocialLoginSchema>) {
  return startSocialLogin(ctxOf(request), request.params.provider, request.body.redirect_uri);
}

const socialLoginSchema = {
  summary: "Finish a social sign-in with the provider's code and the state: 200 {token, id} for a known person, 201 for a new account.",
  tags: ['identity'],
  params: providerParams,
  body: socialLoginRequest.extend({ iss: z.string().max(500).optional() }),
  response: { 200: authResponse, 201: authResponse },
};
async function socialLogin(request: ZodRequest<typeof socialLoginSchema>, reply: ZodReply<typeof socialLoginSchema>) {
  const ctx = ctxOf(request);
  const { body } = request;
  const { userId, created } = await finishSocialLogin(ctx, request.params.provider, {
    code: body.code,
    state: body.state,
    redirectUri: body.redirect_uri,
    iss: body.iss,
    rupi: body.rupi,
    promoCode: body.promo_code,
  });
  const token = await issueToken(ctx, userId);
  setTokenCookie(reply, token);
  return reply.code(created ? 201 : 200).send({ token, id: userId });
}

export function socialLoginRoutes(app: ZodApp) {
  app.post('/auth/social/:provider/authorize/', { schema: authorizeSocialLoginSchema, config: { auth: 'none' } }, authorizeSocialLogin);
  app.post('/auth/social/:provider/', { schema: socialLoginSchema, config: { auth: 'none' } }, socialLogin);
}
