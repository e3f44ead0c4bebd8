import { defaultFiltersTitle } from '@sift/contracts';
import { useActiveProfile } from '@sift/app-kit';
import { PageFrame } from '@sift/ui';
import { DefaultFilters } from '../features/default-filters/default-filters';

/** /default-filters: '{profile} Default Filters' (001 §2). */
export function DefaultFiltersPage() {
  const profile = useActiveProfile();
  return (
    <PageFrame title={profile ? defaultFiltersTitle(profile.name) : undefined}>
      <DefaultFilters />
    </PageFrame>
  );
}
