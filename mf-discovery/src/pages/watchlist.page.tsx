import { PageFrame } from '@sift/ui';
import { WatchlistScreen } from '../features/watchlist/watchlist-screen';

/** /watchlist, and its aliases /my-library and /browse/watchlist (001 §2). */
export function WatchlistPage() {
  return (
    <PageFrame>
      <WatchlistScreen />
    </PageFrame>
  );
}
