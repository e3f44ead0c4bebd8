import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SETUP_CONTINUE, titleFiltersLede, type TagSet } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { Alert, Button, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { usePickedTitle } from './use-picked-title';
import { useSetupNext } from './use-setup';

/**
 * Filter preview for the chosen title (002 §2.2: setupV3TitleFilters): how many of its tagged scenes the profile's
 * filters cut or mute. The per-category preview comes from @sift/filter-ui's TitleFilters once it is merged.
 */
export function TitleFiltersStep() {
  const { work, failed } = usePickedTitle();
  const next = useSetupNext();
  const [tagSet, setTagSet] = useState<TagSet | null>(null);
  const tagSetId = work && work !== 'none' ? work.offerings.find((o) => o.tag_set_id !== null)?.tag_set_id : null;
  useEffect(() => {
    if (tagSetId) void api().catalogue.tagSet(tagSetId).then(setTagSet, () => undefined);
  }, [tagSetId]);
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
          {tagSet && (
            <p className="mb-setup-preview">
              <strong>{tagSet.tags_active_count}</strong> of {tagSet.tags_count} tagged scenes are cut or muted by your filters.
            </p>
          )}
        </>
      )}
      <Button size="lg" onClick={() => next()}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
