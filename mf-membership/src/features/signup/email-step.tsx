import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { accountInitialActionQuery, EMAIL_REQUIRED_FOR_SIGNUP, INVALID_EMAIL, isValidEmail } from '@sift/contracts';
import { href, useUser } from '@sift/app-kit';
import { Form, FormAlert, FormField, FormSubmit } from '@sift/ui';
import { api } from '../../api';
import { saveWizardChoices } from '../wizard/save-wizard-choices';
import { rememberSelectedPlan } from '../wizard/wizard-choices';
import { nextMembershipStep } from './after-signup';

/** The e-mail step's one field: required, then valid (002 §5), within the API's bounds (account-initial-action). */
export const emailStepSchema = z.object({
  email: accountInitialActionQuery.shape.email.check(
    z.trim(),
    z.minLength(1, { message: EMAIL_REQUIRED_FOR_SIGNUP, abort: true }),
    z.refine(isValidEmail, INVALID_EMAIL),
  ),
});

/**
 * The e-mail step (002 §2.1, §4): the address is checked with account-initial-action: 'reonboard' goes to the
 * membership login, no action (an onboarded account) to the login page, anything else on to sign-up. Signed-in
 * users skip ahead. A plan chosen on the landing page (`selected_plan_id`) is remembered for the payment step.
 */
export function EmailStep() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  useEffect(() => {
    rememberSelectedPlan(params.get('selected_plan_id'));
    if (user) {
      void saveWizardChoices(user).then(() => navigate(nextMembershipStep(user), { replace: true }));
    }
    // Once on arrival: a signed-in user skips ahead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function check({ email }: z.output<typeof emailStepSchema>) {
    const { action } = await api().users.initialAction(email);
    if (action === 'reonboard') await navigate(href('membershipLogin', undefined, { email }));
    else if (action === null) await navigate(href('login', { emailAs: email }));
    else await navigate(href('membershipSignup', undefined, { email }));
  }

  return (
    <Form
      className="auth-form card mb-form"
      aria-label="Your e-mail"
      schema={emailStepSchema}
      defaultValues={{ email: params.get('email') ?? '' }}
      onSubmit={check}
    >
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      <FormAlert />
      <FormSubmit size="lg" pendingLabel="Checking…">
        Continue
      </FormSubmit>
      <p className="mb-fineprint">
        By continuing you agree to the <Link to={href('terms')}>Terms of Use</Link> and the <Link to={href('privacy')}>Privacy Policy</Link>.
      </p>
    </Form>
  );
}

