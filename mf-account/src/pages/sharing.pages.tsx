import { PageFrame } from '@sift/ui';
import { HowItWorks } from '../features/sharing/how-it-works';
import { SharingHome } from '../features/sharing/sharing-home';

export function SharingPage() {
  return (
    <PageFrame className="ac-page ac-page--narrow">
      <SharingHome />
    </PageFrame>
  );
}

export function SharingHowItWorksPage() {
  return (
    <PageFrame className="ac-page ac-page--narrow">
      <HowItWorks />
    </PageFrame>
  );
}
