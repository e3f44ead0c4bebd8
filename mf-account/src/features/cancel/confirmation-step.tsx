import { Link } from 'react-router';
import { BACK_TO_ACCOUNT } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Button, PageSkeleton } from '@sift/ui';
import { formatDate } from '../shared/format';
import { accountCalls, useAccountData } from '../shared/account-data';

/** Step 5 (002 §2.4): cancelled, active until its end date; Reactivate is on the account page. */
export function ConfirmationStep() {
  // Confirm renewed the summary after the cancel (accountChanged): this is the cancelled plan, with its end date.
  const summary = useAccountData(accountCalls.subscription);
  if (!summary.data && !summary.error) return <PageSkeleton />;
  const end = summary.data?.subscription?.end_date;
  return (
    <div className="ac-form ac-form--narrow">
      <p className="ac-lede" data-testid="cancel-end-date">
        {end ? `You can keep watching with filters until ${formatDate(end)}.` : 'You can keep watching with filters until the end of the period you paid for.'}
      </p>
      <p>Changed your mind? Reactivate your subscription from your account before then, and nothing changes.</p>
      <div className="ac-actions ac-actions--start">
        <Button asChild>
          <Link to={href('account')}>{BACK_TO_ACCOUNT}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={href('browse')}>Keep browsing</Link>
        </Button>
      </div>
    </div>
  );
}
