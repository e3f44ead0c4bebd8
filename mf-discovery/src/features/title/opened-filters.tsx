import { useEffect, useState } from 'react';
import { TITLE_FILTERS_LOAD_FAILED, type Profile, type User } from '@sift/contracts';
import { TitleFiltersDialog, useTitleFilters, type TitleFilterReads } from '@sift/filter-ui';
import { Alert } from '@sift/ui';
import { api } from '../../api';
import type { FiltersWork } from './title-filters-copy';

/** The tag set and the profile's lineup for it, through this remote's API client. */
const reads: TitleFilterReads = {
  tagSet: (id) => api().catalogue.tagSet(id),
  lineup: (tagSetId) => api().playback.lineup(tagSetId),
  saveLineup: (id, refmap) => api().playback.saveLineup(id, refmap),
};

export type Status = ReturnType<typeof useTitleFilters>['status'];

export interface OpenedProps {
  work: FiltersWork;
  tagSetId: number;
  profile: Profile;
  user: User;
  onStatus: (status: Status) => void;
}

/** One opening of the dialog: filter-ui's useTitleFilters loads the tag set and lineup, then the dialog shows. */
export default function OpenedFilters({ work, tagSetId, profile, user, onStatus }: OpenedProps) {
  const [open, setOpen] = useState(true);
  const filters = useTitleFilters(reads, tagSetId, { globalFilters: profile.global_filters, requiredFilters: user.required_filters });
  useEffect(() => onStatus(filters.status), [filters.status, onStatus]);
  if (filters.status === 'failed') return <Alert tone="error">{TITLE_FILTERS_LOAD_FAILED}</Alert>;
  if (!filters.tagSet || !filters.lineup) return null;
  return (
    <TitleFiltersDialog
      work={work}
      tagSet={filters.tagSet}
      lineup={filters.lineup}
      globalFilters={profile.global_filters}
      requiredFilters={user.required_filters}
      open={open}
      onOpenChange={setOpen}
      onSave={async (refmap) => void (await filters.save(refmap))}
    />
  );
}
