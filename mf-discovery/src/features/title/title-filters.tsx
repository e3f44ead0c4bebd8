import { useState } from 'react';
import type { Lineup, Profile, TagSet, User, WorkSummary } from '@sift/contracts';
import { TitleFiltersDialog } from '@sift/filter-ui';
import { Alert, Button } from '@sift/ui';
import { api } from '../../api';
import { useViewer } from '../viewer/use-viewer';
import type { NamedOffer } from './offers';

type FiltersWork = Pick<WorkSummary, 'slug' | 'title' | 'tags_count' | 'type'> & { offerings?: readonly NamedOffer[] | readonly { tag_set_id: number | null; catalog_id: number }[] };

/** The tag set the viewer would watch: the chosen offer's, else the first offering's that has one. */
export function tagSetIdOf(offerings: readonly { tag_set_id: number | null; catalog_id: number }[], catalogId: number | null): number | null {
  const chosen = offerings.find((o) => o.catalog_id === catalogId && o.tag_set_id);
  return (chosen ?? offerings.find((o) => o.tag_set_id))?.tag_set_id ?? null;
}

interface Loaded {
  tagSet: TagSet;
  lineup: Lineup;
}

/** Loads what the dialog edits; an episode of a list carries no offerings, so its work is fetched first. */
async function loadFilters(work: FiltersWork, catalogId: number | null): Promise<Loaded | null> {
  const offerings = work.offerings ?? (await api().catalogue.work(work.slug)).offerings;
  const tagSetId = tagSetIdOf(offerings, catalogId);
  if (!tagSetId) return null;
  const [tagSet, lineup] = await Promise.all([api().catalogue.tagSet(tagSetId), api().playback.lineup(tagSetId)]);
  return { tagSet, lineup };
}

function summary(count: number) {
  return count === 1 ? '1 tagged scene you can filter' : `${count} tagged scenes you can filter`;
}

function FiltersButton({ work, catalogId, profile, user }: { work: FiltersWork; catalogId: number | null; profile: Profile; user: User }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'none'>('idle');

  async function openFilters() {
    setState('loading');
    try {
      const next = await loadFilters(work, catalogId);
      if (!next) {
        setState('none');
        return;
      }
      setLoaded(next);
      setState('idle');
      setOpen(true);
    } catch {
      setState('failed');
    }
  }

  async function save(refmap: Record<string, boolean>) {
    if (!loaded) return;
    const lineup = await api().playback.saveLineup(loaded.lineup.id, refmap);
    setLoaded({ ...loaded, lineup });
  }

  const label = `Filters for ${work.title}`;
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={label} disabled={state === 'loading'} aria-busy={state === 'loading'} onClick={() => void openFilters()}>
        Filters
      </Button>
      {state === 'failed' && <Alert tone="error">The filters could not be loaded. Please try again.</Alert>}
      {state === 'none' && <Alert tone="info">This title has no filters yet.</Alert>}
      {loaded && (
        <TitleFiltersDialog
          work={work}
          tagSet={loaded.tagSet}
          lineup={loaded.lineup}
          globalFilters={profile.global_filters}
          requiredFilters={user.required_filters}
          open={open}
          onOpenChange={setOpen}
          onSave={save}
        />
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
