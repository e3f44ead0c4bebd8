import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SETUP_CONTINUE, titleFiltersLede, type Lineup, type TagSet } from '@sift/contracts';
import { href, useActiveProfile, useUser } from '@sift/app-kit';
import { TitleFiltersDialog } from '@sift/filter-ui';
import { Alert, Button, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { PickedTitleCard } from './picked-title-card';
import { usePickedTitle } from './use-picked-title';
import { useSetupNext } from './use-setup';

/**
 * Filter preview for the chosen title (002 §2.2: setupV3TitleFilters): how many of its tagged scenes the profile's
 * filters cut or mute, and the title's own filters in @sift/filter-ui's dialog (the same as the theater's), saved in
 * the profile's lineup for that title.
 */
export function TitleFiltersStep() {
  const { work, failed } = usePickedTitle();
  const next = useSetupNext();
  const profile = useActiveProfile();
  const user = useUser();
  const [tagSet, setTagSet] = useState<TagSet | null>(null);
  const [lineup, setLineup] = useState<Lineup | null>(null);
  const [open, setOpen] = useState(false);
  const tagSetId = work && work !== 'none' ? work.offerings.find((o) => o.tag_set_id !== null)?.tag_set_id : null;
  useEffect(() => {
    if (!tagSetId) return;
    void api().catalogue.tagSet(tagSetId).then(setTagSet, () => undefined);
    void api().playback.lineup(tagSetId).then(setLineup, () => undefined);
  }, [tagSetId]);
  const save = async (refmap: Record<string, boolean>) => {
    if (!lineup || !tagSetId) return;
    setLineup(await api().playback.saveLineup(lineup.id, refmap));
    // The count above follows the new choices (tags_active_count counts the lineup).
    setTagSet(await api().catalogue.tagSet(tagSetId));
  };
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
          {tagSet && (
            <p className="mb-setup-preview">
              <strong>{tagSet.tags_active_count}</strong> of {tagSet.tags_count} tagged scenes are cut or muted by your filters.
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
              onSave={save}
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
