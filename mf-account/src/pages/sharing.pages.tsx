import { AccountPageFrame } from './account-page-frame';
import { HowItWorks } from '../features/sharing/how-it-works';
import { SharingHome } from '../features/sharing/sharing-home';

export function SharingPage() {
  return (
    <AccountPageFrame narrow>
      <SharingHome />
    </AccountPageFrame>
  );
}

export function SharingHowItWorksPage() {
  return (
    <AccountPageFrame narrow>
      <HowItWorks />
    </AccountPageFrame>
  );
}
