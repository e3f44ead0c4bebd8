import { useEffect, useState } from 'react';
import { TITLE_FILTERS_LOAD_FAILED, type Profile, type User } from '@sift/contracts';
import { Alert, Button, LazyPart, lazyPart } from '@sift/ui';
import { api } from '../../api';
import { useViewer } from '../viewer/use-viewer';
import type { NamedOffer } from './offers';
import type { Status } from './opened-filters';
import type { FiltersWork } from './title-filters-copy';

/** The tag set the viewer would watch: the chosen offer's, else the first offering's that has one. */
export function tagSetIdOf(offerings: readonly { tag_set_id: number | null; catalog_id: number }[], catalogId: number | null): number | null {
  const chosen = offerings.find((o) => o.catalog_id === catalogId && o.tag_set_id);
  return (chosen ?? offerings.find((o) => o.tag_set_id))?.tag_set_id ?? null;
}

/** The tag set the dialog edits; an episode of a list carries no offerings, so its work is fetched first. */
async function filtersTagSetId(work: FiltersWork, catalogId: number | null): Promise<number | null> {
  const offerings = work.offerings ?? (await api().catalogue.work(work.slug)).offerings;
  return tagSetIdOf(offerings, catalogId);
}

function summary(count: number) {
  return count === 1 ? '1 tagged scene you can filter' : `${count} tagged scenes you can filter`;
}

// The dialog (filter-ui's, with its tag set and lineup loading) is its own chunk, loaded with the first opening.
const OpenedFilters = lazyPart(() => import('./opened-filters'));

/** The dialog's code could not be fetched: said as a failed load, so the button can be pressed again. */
function OpeningFailed({ onStatus }: { onStatus: (status: Status) => void }) {
  useEffect(() => onStatus('failed'), [onStatus]);
  return <Alert tone="error">{TITLE_FILTERS_LOAD_FAILED}</Alert>;
}

function FiltersButton({ work, catalogId, profile, user }: { work: FiltersWork; catalogId: number | null; profile: Profile; user: User }) {
  // Each click is a new opening (a fresh load of the tag set and lineup, as a retry after a failure needs).
  const [opening, setOpening] = useState<{ attempt: number; tagSetId: number } | null>(null);
  const [state, setState] = useState<'idle' | 'resolving' | 'failed' | 'none'>('idle');
  const [loadStatus, setLoadStatus] = useState<Status>('idle');

  async function openFilters() {
    setState('resolving');
    setOpening(null);
    try {
      const tagSetId = await filtersTagSetId(work, catalogId);
      if (!tagSetId) return setState('none');
      setLoadStatus('loading');
      setOpening((now) => ({ attempt: (now?.attempt ?? 0) + 1, tagSetId }));
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  const busy = state === 'resolving' || (opening !== null && loadStatus === 'loading');
  const label = `Filters for ${work.title}`;
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={label} disabled={busy} aria-busy={busy} onClick={() => void openFilters()}>
        Filters
      </Button>
      {state === 'failed' && <Alert tone="error">{TITLE_FILTERS_LOAD_FAILED}</Alert>}
      {state === 'none' && <Alert tone="info">This title has no filters yet.</Alert>}
      {opening && (
        <LazyPart failed={<OpeningFailed onStatus={setLoadStatus} />}>
          <OpenedFilters key={opening.attempt} work={work} tagSetId={opening.tagSetId} profile={profile} user={user} onStatus={setLoadStatus} />
        </LazyPart>
      )}
    </>
  );
}

/**
 * The filter summary of a title or an episode (001 §2 episode row, detail page modals): how many tagged scenes it has
 * and, for a member watching as a profile, the 'Filters for {title}' dialog of @sift/filter-ui on the profile's
 * lineup for the tag set of the offer being watched (a show's own header has no tag set: its episodes do).
 */
export function TitleFilters({ work, offer }: { work: FiltersWork; offer?: NamedOffer | null }) {
  const viewer = useViewer();
  if (!work.tags_count) return null;
  const canEdit = viewer.kind === 'member' && viewer.profile && work.type !== 'show';
  return (
    <div className="discovery-filters" data-slot="filter-ui">
      <p className="discovery-filters-summary">{summary(work.tags_count)}</p>
      {canEdit && <FiltersButton work={work} catalogId={offer?.catalog_id ?? null} profile={viewer.profile!} user={viewer.user} />}
    </div>
  );
}
