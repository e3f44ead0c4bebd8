import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PASSWORD_RESET_SUCCESS } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert } from '@sift/ui';
import { NewPasswordForm } from './new-password-form';

/**
 * /password-reset/:id (000 §4.5): the mailed link's key, a new password, then 'Reset Successful!'. The reset ends
 * every session, so the person logs in with the new password.
 */
export function PasswordReset() {
  const { id = '' } = useParams();
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <div className="card mb-form">
        <Alert tone="success">{PASSWORD_RESET_SUCCESS}</Alert>
        <p>
          <Link to={href('login')}>Log in with your new password</Link>
        </p>
      </div>
    );
  }
  return <NewPasswordForm validationKey={id} label="Choose a new password" submitLabel="Reset Password" onDone={() => setDone(true)} />;
}
