import { useNavigate, useSearchParams } from 'react-router';
import { href, refreshUser, useActiveProfile, useUser } from '@sift/app-kit';
import { DefaultFiltersEditor } from '@sift/filter-ui';
import { Spinner } from '@sift/ui';
import { api } from '../../api';
import { returnPageOf } from './return-page';

/**
 * The active profile's default filters (001 §2 /default-filters, §4): the wizard of @sift/filter-ui, saved to the
 * profile's global_filters. Query: returnPage (where to go after closing, default /browse) and editCategory (the
 * category to open first). Open to profiles without account access too (their own defaults).
 */
export function DefaultFilters() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = useActiveProfile();
  const user = useUser();
  if (!profile || !user) return <Spinner label="Loading" />;
  const returnPage = returnPageOf(params.get('returnPage'), href('browse'));
  const editCategory = Number(params.get('editCategory')) || null;
  return (
    <DefaultFiltersEditor
      key={profile.id}
      globalFilters={profile.global_filters}
      requiredFilters={user.required_filters}
      initialCategoryId={editCategory}
      onSave={async (map) => {
        await api().profiles.update(profile.id, { global_filters: map });
        await refreshUser();
      }}
      onClose={() => void navigate(returnPage)}
    />
  );
}
