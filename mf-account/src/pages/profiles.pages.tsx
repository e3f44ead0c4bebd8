import { useParams } from 'react-router';
import { AccountPageFrame } from './account-page-frame';
import { ManageProfiles } from '../features/profiles/manage-profiles';
import { ProfileEditor } from '../features/profiles/profile-editor';

export function ManageProfilesPage() {
  return (
    <AccountPageFrame narrow>
      <ManageProfiles />
    </AccountPageFrame>
  );
}

export function NewProfilePage() {
  return (
    <AccountPageFrame narrow>
      <ProfileEditor profileId={null} />
    </AccountPageFrame>
  );
}

export function EditProfilePage() {
  const { id } = useParams();
  const profileId = /^\d+$/.test(id ?? '') ? Number(id) : -1;
  return (
    <AccountPageFrame narrow>
      <ProfileEditor profileId={profileId} />
    </AccountPageFrame>
  );
}
