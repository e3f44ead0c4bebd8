/**
 * The e-mail and password between the sign-up form and the code step (002 §2.1: the confirm step "without a user
 * email and password redirects to /membership/signup"). Memory only: a password is never written to storage.
 */
export interface PendingSignup {
  email: string;
  password: string;
}

let pending: PendingSignup | null = null;

export const setPendingSignup = (value: PendingSignup | null) => {
  pending = value;
};
export const pendingSignup = () => pending;
