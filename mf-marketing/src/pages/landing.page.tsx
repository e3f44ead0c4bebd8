import { usePageRoute } from '@sift/ui';
import { EmailListInvite } from '../features/email-list/email-list-invite';
import { Hero } from '../features/hero/hero';
import { LANDING_HERO } from '../features/hero/hero-copy';
import { HowItWorks } from '../features/hero/how-it-works';
import { SignupButton } from '../features/hero/signup-button';
import { dataFor, LandingPageFrame, type LandingSection } from '../features/landing-sections/landing-page-frame';
import { useLandingData } from '../features/landing-data/use-landing-data';
import { DealMessage } from '../features/promo/deal-message';

export const LANDING_SECTIONS: readonly LandingSection[] = ['demo', 'services', 'featured', 'devices', 'pricing', 'faq'];
export const LANDING_DATA = dataFor(LANDING_SECTIONS);

/** `/` (000 §2.1): hero, filter demo, services, featured posters, devices, pricing, FAQ, footer; the e-mail modal. */
export function LandingPage() {
  const def = usePageRoute();
  const state = useLandingData(LANDING_DATA);
  return (
    <LandingPageFrame
      state={state}
      sections={LANDING_SECTIONS}
      hero={
        <Hero
          title={def.title}
          lead={LANDING_HERO.lead}
          deal={<DealMessage promo={state.data?.promo ?? null} />}
          actions={<SignupButton>{LANDING_HERO.action}</SignupButton>}
        >
          <HowItWorks />
        </Hero>
      }
    >
      <EmailListInvite />
    </LandingPageFrame>
  );
}
