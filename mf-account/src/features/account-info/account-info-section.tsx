import type { User } from '@sift/contracts';
import { Button, VisuallyHidden } from '@sift/ui';
import { ChangeEmailDialog, ChangeNameDialog, ChangePasswordDialog, DialogFailed } from '../lazy-dialogs';
import { ACCOUNT_SECTIONS, Ghost, LoadingSection, SectionHeading, sectionClass } from '../shared/account-sections';

/**
 * Account and billing info (002 §2.3): e-mail, the masked password and the full name, each with its modal (loaded when
 * its button is first pressed: lazy-dialogs.tsx).
 */
export function AccountInfoSection({ user }: { user: User }) {
  return (
    <section className={sectionClass('accountInfo', false)} aria-labelledby={ACCOUNT_SECTIONS.accountInfo.id}>
      <SectionHeading section="accountInfo" />
      <dl className="ac-facts">
        <div>
          <dt>Email</dt>
          <dd data-testid="account-email">{user.email}</dd>
          <dd>
            <ChangeEmailDialog user={user} trigger={<Button variant="link">Change email</Button>} failed={<DialogFailed />} />
          </dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>
            <span aria-hidden="true">••••••••</span>
            <VisuallyHidden>Hidden</VisuallyHidden>
          </dd>
          <dd>
            <ChangePasswordDialog user={user} trigger={<Button variant="link">Change password</Button>} failed={<DialogFailed />} />
          </dd>
        </div>
        <div>
          <dt>Full name</dt>
          <dd data-testid="account-name">{user.full_name || '—'}</dd>
          <dd>
            <ChangeNameDialog user={user} trigger={<Button variant="link">Change name</Button>} failed={<DialogFailed />} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

const GHOST_FACTS = [
  ['Email', 'member@example.com', 'Change email'],
  ['Password', '••••••••', 'Change password'],
  ['Full name', 'Your Name', 'Change name'],
] as const;

/** The account's facts before the session is known (the pre-rendered page): each on one line, the usual case (0146). */
export function AccountInfoSectionLoading() {
  return (
    <LoadingSection section="accountInfo">
      <Ghost>
        <dl className="ac-facts">
          {GHOST_FACTS.map(([name, value, change]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                <Ghost.Text>{value}</Ghost.Text>
              </dd>
              <dd>
                <Ghost.Button variant="link">{change}</Ghost.Button>
              </dd>
            </div>
          ))}
        </dl>
      </Ghost>
    </LoadingSection>
  );
}
