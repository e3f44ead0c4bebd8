import { isApiError } from '../api-error';
import type { ApiRequester } from '../request';

/** 'joined' (201), or 'confirmation_required' (409: a code was mailed; confirm it next). */
export type NewsletterJoinResult = 'joined' | 'confirmation_required';

/** The e-mail list (spec 000 §4.1). */
export function newsletterResource(http: ApiRequester) {
  return {
    /** POST users/join-email-newsletter/. Other failures throw an ApiError as usual. */
    join: async (email: string): Promise<NewsletterJoinResult> => {
      try {
        await http.post('users/join-email-newsletter/', { json: { email } });
        return 'joined';
      } catch (error) {
        if (isApiError(error) && error.status === 409) return 'confirmation_required';
        throw error;
      }
    },

    /** POST users/confirm-newsletter-email/ */
    confirm: async (email: string, code: string): Promise<void> => {
      await http.post('users/confirm-newsletter-email/', { json: { email, code } });
    },
  };
}
export type NewsletterResource = ReturnType<typeof newsletterResource>;
