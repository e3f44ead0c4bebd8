import { PageFrame } from '@sift/ui';
import { LoginForm } from '../features/login/login-form';

/** /login (000 §2.5). */
export function LoginPage() {
  return (
    <PageFrame>
      <LoginForm />
    </PageFrame>
  );
}
