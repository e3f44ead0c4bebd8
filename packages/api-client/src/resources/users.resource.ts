import {
  type AccountInitialAction,
  accountInitialAction,
  type AuthResponse,
  type OnboardingEvent,
  type OnboardingDetails,
  onboardingDetails,
  authResponse,
  type SignupRequest,
  type User,
  type UserFlags,
  user,
  userFlags,
} from '@sift/contracts';
import type { ApiRequester } from '../request';
import type { ResponseSchema } from '../response-schema';
import { segment } from '../api-path';
import { isRecord } from '../status-message';

/** 202: the server mailed a confirmation code; sign up again with confirmation_code. */
export interface SignupConfirmationPending {
  confirmation_pending: true;
  detail: string;
}
export type SignupResult = AuthResponse | SignupConfirmationPending;

export interface ChangePasswordRequest {
  password_last: string;
  password: string;
  confirm: string;
}

const signupResult: ResponseSchema<SignupResult> = {
  parse(data) {
    if (isRecord(data) && data.confirmation_pending === true) {
      if (typeof data.detail !== 'string') throw new TypeError('detail: expected a string');
      return { confirmation_pending: true, detail: data.detail };
    }
    return authResponse.parse(data);
  },
};

/** The signed-in user and the account-level calls (spec 000 §7, 002 §7). */
export function usersResource(http: ApiRequester) {
  return {
    /** GET users/current/ */
    current: (): Promise<User> => http.get('users/current/', { schema: user }),

    /**
     * POST users/ -> 201 {token, id}, or 202 {confirmation_pending: true, detail} when a code was mailed.
     * A wrong code throws an ApiError with code 'confirmation_code_invalid' and fieldErrors.confirmation_code.
     */
    signup: (body: SignupRequest): Promise<SignupResult> => http.post('users/', { json: body, schema: signupResult }),

    /** GET account-initial-action/?email= -> 'signup' (unknown e-mail), 'reonboard', or null (log in). */
    initialAction: (email: string): Promise<AccountInitialAction> =>
      http.get('account-initial-action/', { params: { email }, schema: accountInitialAction }),

    /** GET api/user-flags/ */
    flags: (): Promise<UserFlags> => http.get('api/user-flags/', { schema: userFlags }),

    /**
     * PATCH api/user-flags/: the flag, or the onboarding event whose rule the server applies to this browser
     * ('services_step_done', 'start_filtering'; spec 002 §4).
     */
    updateFlags: (flags: Partial<UserFlags> & { event?: OnboardingEvent }): Promise<UserFlags> =>
      http.patch('api/user-flags/', { json: flags, schema: userFlags }),

    /** GET onboarding/details/ -> the title picked in setup and the account's services (002 §7). */
    onboardingDetails: (): Promise<OnboardingDetails> => http.get('onboarding/details/', { schema: onboardingDetails }),

    /** POST onboarding/update-selected-title/ {work_id}: the title picked to watch first in setup. */
    updateSelectedTitle: async (workId: number): Promise<void> => {
      await http.post('onboarding/update-selected-title/', { json: { work_id: workId } });
    },

    /** POST users/change-name/ -> User */
    changeName: (name: { first_name: string; last_name: string }): Promise<User> =>
      http.post('users/change-name/', { json: name, schema: user }),

    /** POST users/change-email/ -> {detail}; a code is mailed to the new address. */
    changeEmail: (body: { new_email: string; password: string }): Promise<{ detail: string }> =>
      http.post('users/change-email/', { json: body }),

    /** POST users/verify-email-change/ -> User */
    verifyEmailChange: (code: string): Promise<User> =>
      http.post('users/verify-email-change/', { json: { code }, schema: user }),

    /** POST users/{id}/change_password/ */
    changePassword: async (userId: number, body: ChangePasswordRequest): Promise<void> => {
      await http.post(`users/${segment(userId)}/change_password/`, { json: body });
    },
  };
}
export type UsersResource = ReturnType<typeof usersResource>;
