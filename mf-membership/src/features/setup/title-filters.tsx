import { useState } from 'react';
import { Link } from 'react-router';
import { SETUP_CONTINUE, TITLE_FILTERS_LOAD_FAILED, titleFiltersLede } from '@sift/contracts';
import { href, useActiveProfile, useUser } from '@sift/app-kit';
import { TitleFiltersDialog, useTitleFilters, type TitleFilterReads } from '@sift/filter-ui';
import { Alert, Button, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { PickedTitleCard } from './picked-title-card';
import { usePickedTitle } from './use-picked-title';
import { useSetupNext } from './use-setup';

/** The title's tag set and the profile's lineup for it, through this remote's API client. */
const reads: TitleFilterReads = {
  tagSet: (id) => api().catalogue.tagSet(id),
  lineup: (tagSetId) => api().playback.lineup(tagSetId),
  saveLineup: (id, refmap) => api().playback.saveLineup(id, refmap),
};

/**
 * Filter preview for the chosen title (002 §2.2: setupV3TitleFilters): how many of its tagged scenes the profile's
 * filters cut or mute, and the title's own filters in @sift/filter-ui's dialog (the same as the theater's), saved in
 * the profile's lineup for that title. Loading and saving are filter-ui's useTitleFilters; the count follows a save
 * by the filter engine's rule.
 */
export function TitleFiltersStep() {
  const { work, failed } = usePickedTitle();
  const next = useSetupNext();
  const profile = useActiveProfile();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const tagSetId = work && work !== 'none' ? work.offerings.find((o) => o.tag_set_id !== null)?.tag_set_id : null;
  const globalFilters = profile?.global_filters;
  const requiredFilters = user?.required_filters;
  const { status, tagSet, lineup, activeCount, save } = useTitleFilters(reads, tagSetId, { globalFilters, requiredFilters });
  if (work === 'none') {
    return (
      <div className="mb-step">
        <Alert tone="info" action={<Link to={href('setupV3PickTitle')}>Pick a title</Link>}>
          Pick a title first.
        </Alert>
      </div>
    );
  }
  return (
    <div className="mb-step">
      {failed && <Alert tone="error">{failed}</Alert>}
      {!work && !failed && <TextSkeleton lines={3} />}
      {work && (
        <>
          <p className="mb-lede">{titleFiltersLede(work.title)}</p>
          <PickedTitleCard work={work} />
          {status === 'failed' && <Alert tone="error">{TITLE_FILTERS_LOAD_FAILED}</Alert>}
          {tagSet && lineup && (
            <p className="mb-setup-preview">
              <strong>{activeCount}</strong> of {tagSet.tags_count} tagged scenes are cut or muted by your filters.
            </p>
          )}
          {tagSet && lineup && (
            <TitleFiltersDialog
              work={work}
              tagSet={tagSet}
              lineup={lineup}
              globalFilters={profile?.global_filters}
              requiredFilters={user?.required_filters}
              open={open}
              onOpenChange={setOpen}
              onSave={async (refmap) => void (await save(refmap))}
              trigger={<Button variant="secondary">Change filters for this title</Button>}
            />
          )}
        </>
      )}
      <Button size="lg" onClick={() => next()}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
