import { useParams } from 'react-router';
import { PageFrame } from '@sift/ui';
import { ManageProfiles } from '../features/profiles/manage-profiles';
import { ProfileEditor } from '../features/profiles/profile-editor';

export function ManageProfilesPage() {
  return (
    <PageFrame className="ac-page ac-page--narrow">
      <ManageProfiles />
    </PageFrame>
  );
}

export function NewProfilePage() {
  return (
    <PageFrame className="ac-page ac-page--narrow">
      <ProfileEditor profileId={null} />
    </PageFrame>
  );
}

export function EditProfilePage() {
  const { id } = useParams();
  const profileId = /^\d+$/.test(id ?? '') ? Number(id) : -1;
  return (
    <PageFrame className="ac-page ac-page--narrow">
      <ProfileEditor profileId={profileId} />
    </PageFrame>
  );
}
