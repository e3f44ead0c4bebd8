import { PageFrame, usePageRoute } from '@sift/ui';
import { BrowseScreen } from '../features/browse/browse-screen';

/** /browse, /browse/movies, /browse/shows, /browse/recommended-tv (001 §2). */
export function BrowsePage() {
  const route = usePageRoute();
  const variant =
    route?.name === 'browseMovies'
      ? { mediaType: 'movie' as const }
      : route?.name === 'browseShows'
        ? { mediaType: 'show' as const }
        : route?.name === 'browseRecommendedTv'
          ? { mediaType: 'show' as const, orderBy: 'rating' as const }
          : {};
  return (
    <PageFrame hideHeading className="discovery-browse">
      <BrowseScreen {...variant} />
    </PageFrame>
  );
}
