import { TRY_FILTERS_FREE } from '@sift/contracts';
import { usePageRoute } from '@sift/ui';
import { Hero } from '../features/hero/hero';
import { SignupButton } from '../features/hero/signup-button';
import { dataFor, LandingPageFrame, type LandingSection } from '../features/landing-sections/landing-page-frame';
import { useLandingData } from '../features/landing-data/use-landing-data';

export const FREE_MOVIES_SECTIONS: readonly LandingSection[] = ['featured', 'demo', 'services', 'devices', 'pricing', 'faq'];
export const FREE_MOVIES_DATA = dataFor(FREE_MOVIES_SECTIONS.filter((s) => s !== 'featured'), ['freeMovies']);

/** `/free-movies` (000 §2.1): the free-movie hero, 'Try Filters Free', and free movies to watch filtered. */
export function FreeMoviesPage() {
  const def = usePageRoute();
  const state = useLandingData(FREE_MOVIES_DATA);
  return (
    <LandingPageFrame
      state={state}
      sections={FREE_MOVIES_SECTIONS}
      featuredTitle="Free to watch, filtered"
      hero={
        <Hero
          title={def.title}
          lead="Hundreds of movies are free to stream with ads. Sift filters them too: watch free movies with the scenes you choose skipped or muted."
          actions={<SignupButton>{TRY_FILTERS_FREE}</SignupButton>}
        />
      }
    />
  );
}
