import { AccountPageFrame } from './account-page-frame';
import { AccountOverview } from '../features/subscription/account-overview';

export default function AccountPage() {
  return (
    <AccountPageFrame>
      <AccountOverview />
    </AccountPageFrame>
  );
}
