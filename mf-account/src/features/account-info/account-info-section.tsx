import type { User } from '@sift/contracts';
import { VisuallyHidden } from '@sift/ui';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangeNameDialog } from './change-name-dialog';
import { ChangePasswordDialog } from './change-password-dialog';

/** Account and billing info (002 §2.3): e-mail, the masked password and the full name, each with its modal. */
export function AccountInfoSection({ user }: { user: User }) {
  return (
    <section className="card ac-section" aria-labelledby="account-info-heading">
      <h2 id="account-info-heading" className="ac-section__title">
        Account and billing info
      </h2>
      <dl className="ac-facts">
        <div>
          <dt>Email</dt>
          <dd data-testid="account-email">{user.email}</dd>
          <dd>
            <ChangeEmailDialog user={user} />
          </dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>
            <span aria-hidden="true">••••••••</span>
            <VisuallyHidden>Hidden</VisuallyHidden>
          </dd>
          <dd>
            <ChangePasswordDialog user={user} />
          </dd>
        </div>
        <div>
          <dt>Full name</dt>
          <dd data-testid="account-name">{user.full_name || '—'}</dd>
          <dd>
            <ChangeNameDialog user={user} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
