import { usePageRoute } from '@sift/ui';
import { Hero } from '../features/hero/hero';
import { HowItWorks } from '../features/hero/how-it-works';
import { SignupButton } from '../features/hero/signup-button';
import { dataFor, LandingPageFrame, type LandingSection } from '../features/landing-sections/landing-page-frame';
import { useLandingData } from '../features/landing-data/use-landing-data';
import { DealMessage } from '../features/promo/deal-message';

export const GET_STARTED_SECTIONS: readonly LandingSection[] = ['services', 'devices', 'pricing', 'faq'];
export const GET_STARTED_DATA = dataFor(GET_STARTED_SECTIONS);

/** `/getstarted` (000 §2.1): a landing variant that walks through the first steps. */
export function GetStartedPage() {
  const def = usePageRoute();
  const state = useLandingData(GET_STARTED_DATA);
  return (
    <LandingPageFrame
      state={state}
      sections={GET_STARTED_SECTIONS}
      hero={
        <Hero
          title={def.title}
          lead="Setting up Sift takes about five minutes: choose your filters, link the services you use, and start watching on the screens you already have."
          deal={<DealMessage promo={state.data?.promo ?? null} />}
          actions={<SignupButton>Get started</SignupButton>}
        >
          <HowItWorks title="Three steps to start" />
        </Hero>
      }
    />
  );
}
