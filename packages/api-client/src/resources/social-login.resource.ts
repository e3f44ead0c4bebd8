import { type SocialAuthorizeResponse, socialAuthorizeResponse, type SocialLoginResponse, socialLoginResponse, type SocialProvider } from '@sift/contracts';
import type { ApiRequester } from '../request';
import { segment } from '../api-path';

export interface SocialLoginBody {
  code: string;
  state: string;
  redirect_uri: string;
  iss?: string;
  anon_stats_id?: string;
  rupi?: string | null;
  promo_code?: string | null;
  /** The affiliate click id, kept with a new account (002 §7). */
  ir_click_id?: string | null;
}

/** Social login over OpenID Connect (spec 000 §4.4, §7). */
export function socialLoginResource(http: ApiRequester) {
  return {
    /** POST auth/social/{provider}/authorize/ -> where to send the browser, and the state it comes back with. */
    authorize: (provider: SocialProvider, redirectUri: string): Promise<SocialAuthorizeResponse> =>
      http.post(`auth/social/${segment(provider)}/authorize/`, { json: { redirect_uri: redirectUri }, schema: socialAuthorizeResponse }),

    /** POST auth/social/{provider}/ -> {token, id, created}; 201 (created) for a new account. */
    login: (provider: SocialProvider, body: SocialLoginBody): Promise<SocialLoginResponse> =>
      http.post(`auth/social/${segment(provider)}/`, { json: body, schema: socialLoginResponse }),
  };
}
export type SocialLoginResource = ReturnType<typeof socialLoginResource>;

