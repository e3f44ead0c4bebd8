/** The authentication pages (000 §2.5): password request and reset, external activation, the social callback. */
import { PageFrame } from '@sift/ui';
import { ExternalWelcome } from '../features/passwords/external-welcome';
import { PasswordRequestForm } from '../features/passwords/password-request-form';
import { PasswordReset } from '../features/passwords/password-reset';
import { OAuthCallback } from '../features/social/oauth-callback';

export function PasswordRequestPage() {
  return (
    <PageFrame className="mb-auth">
      <PasswordRequestForm />
    </PageFrame>
  );
}

export function PasswordResetPage() {
  return (
    <PageFrame className="mb-auth">
      <PasswordReset />
    </PageFrame>
  );
}

export function ExternalWelcomePage() {
  return (
    <PageFrame className="mb-auth">
      <ExternalWelcome returning={false} />
    </PageFrame>
  );
}

export function ExternalWelcomeBackPage() {
  return (
    <PageFrame className="mb-auth">
      <ExternalWelcome returning />
    </PageFrame>
  );
}

export function OAuthPage() {
  return (
    <PageFrame className="mb-auth">
      <OAuthCallback />
    </PageFrame>
  );
}
