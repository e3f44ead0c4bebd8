import { usePageRoute } from '@sift/ui';
import { Collections } from '../features/collections/collections-section';
import { Hero } from '../features/hero/hero';
import { SignupButton } from '../features/hero/signup-button';
import { dataFor, LandingPageFrame, type LandingSection } from '../features/landing-sections/landing-page-frame';
import { useLandingData } from '../features/landing-data/use-landing-data';
import { TextSkeleton } from '@sift/ui';

export const FIRST_EPISODE_FREE_SECTIONS: readonly LandingSection[] = ['pricing', 'faq'];
export const FIRST_EPISODE_FREE_DATA = dataFor(FIRST_EPISODE_FREE_SECTIONS, ['collections']);

/** `/first-episode-free` (000 §2.1): the collections hero, popular shows per streaming service, 8 per service. */
export function FirstEpisodeFreePage() {
  const def = usePageRoute();
  const state = useLandingData(FIRST_EPISODE_FREE_DATA);
  return (
    <LandingPageFrame
      state={state}
      sections={FIRST_EPISODE_FREE_SECTIONS}
      hero={
        <>
          <Hero
            title={def.title}
            lead="Start any of these shows with its first episode free and filtered, no card needed. Upgrade when you want every episode."
            actions={<SignupButton>Watch the first episode free</SignupButton>}
          />
          {state.data ? <Collections collections={state.data.collections} /> : <TextSkeleton lines={6} />}
        </>
      }
    />
  );
}
