import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { href, useUser } from '@sift/app-kit';
import { Spinner } from '@sift/ui';
import { rememberSelectedPlan } from '../wizard/wizard-choices';

/**
 * 002 §2.1 Payment: 'Redirects to /membership/signup if no user exists'. A visitor who opens the payment page (a
 * plan link from the landing page, say) signs up first: the plan in `selected_plan_id` is remembered, so the sign-up
 * comes back to payment with it (after-signup.ts). Decided on arrival only: a session that ends while the form is open
 * keeps the form and its entries, and Start Membership says 'This action requires you to be logged in!'
 * (docs/decisions/0108).
 */
export function SignUpFirst({ children }: { children: ReactNode }) {
  const user = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [arrivedSignedOut] = useState(() => !user);
  useEffect(() => {
    if (!arrivedSignedOut) return;
    rememberSelectedPlan(params.get('selected_plan_id'));
    void navigate(href('membershipSignup'), { replace: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (arrivedSignedOut) {
    return (
      <div className="mb-center">
        <Spinner label="Taking you to sign up" />
      </div>
    );
  }
  return <>{children}</>;
}
