import { useState } from 'react';
import type { WorkSummary } from '@sift/contracts';
import { useToast } from '@sift/ui';
import { setOnWatchlist, useWatchlistIds } from '../profile-lists/profile-lists';
import { profileScopeOf, useViewer } from '../viewer/use-viewer';
import { CheckIcon, PlusIcon } from '../icons/icons';

const FAILED = 'Your watchlist could not be changed. Please try again.';

/** Watchlist toggle (001 §4) for members; visitors never see it. */
export function WatchlistButton({ work, variant = 'icon' }: { work: Pick<WorkSummary, 'id' | 'title'>; variant?: 'icon' | 'labelled' }) {
  const viewer = useViewer();
  const ids = useWatchlistIds();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const key = profileScopeOf(viewer);
  if (!key) return null;
  const on = ids?.has(work.id) ?? false;
  const label = on ? `Remove ${work.title} from My Watchlist` : `Add ${work.title} to My Watchlist`;
  const toggle = async () => {
    setBusy(true);
    try {
      await setOnWatchlist(key, work.id, !on);
    } catch {
      toast(FAILED, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`discovery-action discovery-action--${variant}`}
      aria-pressed={on}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      disabled={busy || ids === null}
      onClick={() => void toggle()}
      data-action="watchlist"
    >
      {on ? <CheckIcon /> : <PlusIcon />}
      {variant === 'labelled' && <span>{on ? 'On My Watchlist' : 'My Watchlist'}</span>}
    </button>
  );
}
