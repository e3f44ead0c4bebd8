import { useState } from 'react';
import { WATCHLIST_EMPTY } from '@sift/contracts';
import { Alert, Button, PosterGrid, PosterGridSkeleton } from '@sift/ui';
import { api } from '../../api';
import { apiKey, useApiQuery } from '@sift/data';
import { useLocations } from '../profile-lists/profile-lists';
import { WorkPoster } from '../posters/work-poster';
import { profileScopeOf, useViewer } from '../viewer/use-viewer';

const PAGE = 100;

/** /watchlist (001 §2): the active profile's watchlist, newest first, with progress; 'No Works Found.' when empty. */
export function WatchlistScreen() {
  const scope = profileScopeOf(useViewer());
  const [pages, setPages] = useState(1);
  const { data, error, refetch } = useApiQuery(scope && apiKey(scope, 'watchlist/', { limit: PAGE * pages }), () => api().discovery.watchlist({ limit: PAGE * pages }), {
    keepPrevious: true,
  });
  const works = data?.results ?? [];
  const locations = useLocations(works.map((w) => w.id));
  if (error) {
    return <Alert tone="error" action={<Button variant="secondary" onClick={() => void refetch()}>Try again</Button>}>Your watchlist could not be loaded.</Alert>;
  }
  if (!data) return <PosterGridSkeleton label="Loading your watchlist" />;
  if (works.length === 0) return <p className="discovery-empty">{WATCHLIST_EMPTY}</p>;
  return (
    <>
      <PosterGrid label="My Watchlist">
        {works.map((work, i) => (
          <WorkPoster key={work.id} work={work} location={locations.get(work.id)} width={160} priority={i < 12} showTitle />
        ))}
      </PosterGrid>
      {data.next && (
        <div className="discovery-more">
          <Button variant="secondary" onClick={() => setPages((n) => n + 1)}>
            Show more
          </Button>
        </div>
      )}
    </>
  );
}
