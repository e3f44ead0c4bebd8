import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADD_PROFILE, chooseProfileFirst, MANAGE_PROFILES, PRODUCT_NAME, PROFILE_LIMIT, WHOS_WATCHING } from '@sift/contracts';
import { href, safeNext, selectProfile, useUser } from '@sift/app-kit';

/**
 * 'Who's Watching?' (002 §2.3): picks the active profile, then goes to ?redirect= or /browse. Manage Profiles and Add
 * Profile are account screens, which need a chosen profile with account access: without one the guard brings the
 * member back here with the screen as ?redirect=, and the page says why (else the click would seem to do nothing).
 */
export function ProfileChooserPage() {
  const user = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = `${WHOS_WATCHING} | ${PRODUCT_NAME}`;
  }, []);
  if (!user) return null;
  const destination = safeNext(params.get('redirect')) ?? href('browse');
  const profileScreen =
    destination === href('manageProfiles') ? MANAGE_PROFILES : destination === href('newProfile') ? ADD_PROFILE : null;
  return (
    <main className="page page--profiles" data-route="profiles">
      <header className="page__header" style={{ textAlign: 'center' }}>
        <h1>{WHOS_WATCHING}</h1>
        {profileScreen && (
          <p role="status" className="page__lede">
            {chooseProfileFirst(profileScreen)}
          </p>
        )}
      </header>
      <ul className="profiles">
        {user.profiles.map((profile) => (
          <li key={profile.id}>
            <button
              type="button"
              onClick={() => {
                selectProfile(profile.id);
                void navigate(destination, { replace: true });
              }}
            >
              <img src={profile.avatar_url} alt="" width={120} height={120} />
              <span>{profile.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p style={{ textAlign: 'center' }}>
        {/* The profile screens are mf-account's (002 §2.3): linked by route name, at most 6 profiles. */}
        <Link className="button button--ghost" to={href('manageProfiles')}>{MANAGE_PROFILES}</Link>
        {user.profiles.length < PROFILE_LIMIT && (
          <Link className="button button--ghost" to={href('newProfile')}>{ADD_PROFILE}</Link>
        )}
      </p>
    </main>
  );
}
