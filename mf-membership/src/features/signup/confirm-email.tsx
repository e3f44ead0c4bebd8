import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '@sift/api-client';
import { CONFIRM_CODE_MIN_MS, CONFIRM_CODE_PAUSE_MS, CONFIRMATION_CODE_INVALID, CONFIRMATION_CODE_LENGTH } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, codeFieldSchema, Form, FormCodeField, Spinner } from '@sift/ui';
import { api } from '../../api';
import { continueAfterSignup, signupExtras } from './after-signup';
import { pendingSignup, setPendingSignup } from './pending-signup';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The code of 002 §2.1: six letters or digits. */
const confirmSchema = codeFieldSchema('code', { length: CONFIRMATION_CODE_LENGTH, charset: 'alphanumeric', message: CONFIRMATION_CODE_INVALID });

/**
 * The code step (002 §2.1, §5, §8): six boxes, sent on the sixth character; at least 1 s of checking, then a 2 s
 * pause on success before moving on. An invalid code clears the boxes and focuses the first (FormCodeField). Reached
 * only with the e-mail and password of a sign-up that answered confirmation_pending; otherwise back to sign-up.
 */
export function ConfirmEmail() {
  const navigate = useNavigate();
  const [pending] = useState(pendingSignup);
  const [phase, setPhase] = useState<'enter' | 'checking' | 'confirmed'>('enter');
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  if (!pending) return <Navigate to={href('membershipSignup')} replace />;

  async function submit({ code }: { code: string }) {
    setPhase('checking');
    const started = Date.now();
    try {
      const result = await api().users.signup({
        email: pending!.email,
        password: pending!.password,
        confirmation_required: true,
        confirmation_code: code,
        ...signupExtras(),
      });
      await wait(Math.max(0, CONFIRM_CODE_MIN_MS - (Date.now() - started)));
      if (!('token' in result)) throw new Error(CONFIRMATION_CODE_INVALID);
      setPhase('confirmed');
      const destination = await continueAfterSignup(result.token);
      setPendingSignup(null);
      await wait(CONFIRM_CODE_PAUSE_MS);
      if (mounted.current) await navigate(destination, { replace: true });
    } catch (failure) {
      await wait(Math.max(0, CONFIRM_CODE_MIN_MS - (Date.now() - started)));
      if (!mounted.current) return;
      setPhase('enter');
      // The server's message about the code goes under the boxes (confirmation_code is the form's `code`); an
      // answer that says the code is invalid without one gets 002 §8's words; anything else says what went wrong.
      if (isApiError(failure) && failure.fieldErrors?.confirmation_code) throw failure;
      const invalid = isApiError(failure) && failure.code === 'confirmation_code_invalid';
      throw new Error(invalid ? CONFIRMATION_CODE_INVALID : (failure as Error).message);
    }
  }

  return (
    <Form
      className="card mb-form mb-confirm"
      schema={confirmSchema}
      defaultValues={{ code: '' }}
      serverFields={{ confirmation_code: 'code' }}
      onSubmit={submit}
    >
      <p>
        We sent a six-character code to <strong>{pending.email}</strong>. Enter it below.
      </p>
      <FormCodeField name="code" label="Confirmation code" uppercase autoFocus disabled={phase === 'confirmed'} />
      {phase === 'checking' && <Spinner label="Checking your code" />}
      {phase === 'confirmed' && <Alert tone="success">Your e-mail is confirmed. Next, choose your plan.</Alert>}
    </Form>
  );
}
