import type { ReactNode } from 'react';
import { usePageRoute } from '@sift/ui';
import { Hero } from '../features/hero/hero';
import { SignupButton } from '../features/hero/signup-button';
import { dataFor, LandingPageFrame, type LandingSection } from '../features/landing-sections/landing-page-frame';
import { useLandingData } from '../features/landing-data/use-landing-data';
import { DealMessage } from '../features/promo/deal-message';

export const PARTNER_SECTIONS: readonly LandingSection[] = ['demo', 'services', 'pricing', 'faq'];
export const PARTNER_DATA = dataFor(PARTNER_SECTIONS);

/** A partner page that sets its promo code (000 §2.1): its hero shows the promo's deal message. */
export function PartnerPage({ lead, action }: { lead: ReactNode; action: string }) {
  const def = usePageRoute();
  const state = useLandingData(PARTNER_DATA);
  return (
    <LandingPageFrame
      state={state}
      sections={PARTNER_SECTIONS}
      hero={
        <Hero
          title={def.title}
          lead={lead}
          deal={<DealMessage promo={state.data?.promo ?? null} />}
          actions={<SignupButton>{action}</SignupButton>}
        />
      }
    />
  );
}
