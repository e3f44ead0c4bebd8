import { PageFrame } from '@sift/ui';
import { AccountOverview } from '../features/subscription/account-overview';

export default function AccountPage() {
  return (
    <PageFrame className="ac-page">
      <AccountOverview />
    </PageFrame>
  );
}
