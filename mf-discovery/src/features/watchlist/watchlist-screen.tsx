import { useState } from 'react';
import { WATCHLIST_EMPTY } from '@sift/contracts';
import { Alert, Button, PosterGrid, PosterGridSkeleton } from '@sift/ui';
import { useApiQueries } from '@sift/data';
import { usePrerenderedData } from '@sift/mount';
import { useLocations } from '../profile-lists/profile-lists';
import { WorkPoster } from '../posters/work-poster';
import { profileScopeOf, useViewer } from '../viewer/use-viewer';
import { watchlistPageCall, type WatchlistPageData } from './watchlist-data';

/**
 * /watchlist (001 §2): the active profile's watchlist, newest first, with progress; 'No Works Found.' when empty.
 * 'Show more' loads the next page by offset and adds it below.
 */
export function WatchlistScreen() {
  const scope = profileScopeOf(useViewer());
  const [pages, setPages] = useState(1);
  // The page the server rendered for this member starts from its first page (docs/decisions/0159).
  const rendered = usePrerenderedData<WatchlistPageData>()?.firstPage;
  const calls = scope ? Array.from({ length: pages }, (_, i) => ({ ...watchlistPageCall(scope, i), ...(i === 0 && rendered && { placeholder: rendered }) })) : [];
  const answers = useApiQueries(calls);
  const loaded = answers.filter((answer) => answer.data);
  // A work added or removed between two pages shifts the offsets: one seen on an earlier page is shown once.
  const seen = new Set<number>();
  const works = loaded.flatMap((answer) => answer.data!.results).filter((work) => !seen.has(work.id) && Boolean(seen.add(work.id)));
  const locations = useLocations(works.map((w) => w.id));
  const failed = answers.find((answer) => answer.error);
  if (failed && loaded.length === 0) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void failed.refetch()}>Try again</Button>}>
        Your watchlist could not be loaded.
      </Alert>
    );
  }
  if (loaded.length === 0) return <PosterGridSkeleton label="Loading your watchlist" />;
  if (works.length === 0) return <p className="discovery-empty">{WATCHLIST_EMPTY}</p>;
  const last = answers[answers.length - 1];
  return (
    <>
      <PosterGrid label="My Watchlist">
        {works.map((work, i) => (
          <WorkPoster key={work.id} work={work} location={locations.get(work.id)} width={160} priority={i < 12} showTitle />
        ))}
      </PosterGrid>
      {last.error ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void last.refetch()}>Try again</Button>}>
          Your watchlist could not be loaded.
        </Alert>
      ) : (
        (last.isPending || last.data?.next) && (
          <div className="discovery-more">
            <Button variant="secondary" disabled={last.isPending} onClick={() => setPages((n) => n + 1)}>
              Show more
            </Button>
          </div>
        )
      )}
    </>
  );
}
