import { useState } from 'react';
import { SOCIAL_LOGIN_FALLBACK, SOCIAL_PROVIDERS, type SocialProvider } from '@sift/contracts';
import { Alert, Button } from '@sift/ui';
import { startSocialLogin } from './social-login';

const LABELS: Record<SocialProvider, string> = { google: 'Continue with Google', apple: 'Continue with Apple' };

/** Sign in or sign up with Google or Apple; `redirect` is where the sign-in comes back to (000 §4.4). */
export function SocialButtons({ redirect }: { redirect: string | null }) {
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="mb-social" role="group" aria-label="Sign in with another account">
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          disabled={busy !== null}
          onClick={() => {
            setBusy(provider);
            setError(null);
            startSocialLogin(provider, redirect).catch((failure: Error) => {
              setBusy(null);
              setError(failure.message || SOCIAL_LOGIN_FALLBACK);
            });
          }}
        >
          {LABELS[provider]}
        </Button>
      ))}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
