import { usePageRoute } from '@sift/ui';
import { Hero } from '../features/hero/hero';
import { SignupButton } from '../features/hero/signup-button';
import { dataFor, LandingPageFrame, type LandingSection } from '../features/landing-sections/landing-page-frame';
import { useLandingData } from '../features/landing-data/use-landing-data';
import { DealMessage } from '../features/promo/deal-message';

export const GOOGLE_SECTIONS: readonly LandingSection[] = ['demo', 'featured', 'pricing', 'faq'];
export const GOOGLE_DATA = dataFor(GOOGLE_SECTIONS);

/** `/google` (000 §2.1): a landing variant for visitors from search; the demo comes first. */
export function GooglePage() {
  const def = usePageRoute();
  const state = useLandingData(GOOGLE_DATA);
  return (
    <LandingPageFrame
      state={state}
      sections={GOOGLE_SECTIONS}
      hero={
        <Hero
          title={def.title}
          lead="Looking for a way to skip the bad parts of movies and shows? Sift filters profanity, nudity and violence on Prime Video, Apple TV, Peacock and more."
          deal={<DealMessage promo={state.data?.promo ?? null} />}
          actions={<SignupButton>Start filtering</SignupButton>}
        />
      }
    />
  );
}
