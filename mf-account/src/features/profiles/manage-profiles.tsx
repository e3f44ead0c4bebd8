import { Link } from 'react-router';
import { ADD_PROFILE, PROFILE_LIMIT, PROFILE_LIMIT_REACHED } from '@sift/contracts';
import { href, useUser } from '@sift/app-kit';
import { Button } from '@sift/ui';

/** Manage Profiles (002 §2.3): every profile with its edit screen, Add Profile while there are fewer than 6. */
export function ManageProfiles() {
  const user = useUser();
  if (!user) return null;
  const full = user.profiles.length >= PROFILE_LIMIT;
  return (
    <div className="ac-manage">
      <ul className="ac-profiles" aria-label="Profiles">
        {user.profiles.map((profile) => (
          <li key={profile.id}>
            <Link className="ac-profile-tile" to={href('editProfile', { id: profile.id })} aria-label={`Edit ${profile.name}`}>
              <img src={profile.avatar_url} alt="" width={96} height={96} />
              <span>{profile.name}</span>
              <span className="ac-muted">{profile.is_primary ? 'Primary' : profile.account_access ? 'Account access' : 'No account access'}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="ac-actions ac-actions--center">
        {full ? (
          <p className="ac-muted" data-testid="profile-limit">
            {PROFILE_LIMIT_REACHED}
          </p>
        ) : (
          <Button asChild variant="secondary">
            <Link to={href('newProfile')}>{ADD_PROFILE}</Link>
          </Button>
        )}
        <Button asChild>
          <Link to={href('profiles')}>Done</Link>
        </Button>
      </div>
    </div>
  );
}
