/** The account's support screens (issue 22, docs/decisions/0105): help requests, the passcode, the active promo. */
import { HelpRequests } from '../features/help-requests/help-requests';
import { ChangePasscode } from '../features/parental-controls/change-passcode';
import { ActivePromo } from '../features/promo/active-promo';
import { AccountPageFrame } from './account-page-frame';

export function HelpRequestsPage() {
  return (
    <AccountPageFrame>
      <HelpRequests />
    </AccountPageFrame>
  );
}

export function ParentalPasscodePage() {
  return (
    <AccountPageFrame narrow>
      <ChangePasscode />
    </AccountPageFrame>
  );
}

export function ActivePromoPage() {
  return (
    <AccountPageFrame narrow>
      <ActivePromo />
    </AccountPageFrame>
  );
}
