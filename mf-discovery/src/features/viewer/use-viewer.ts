import { activeProfileAtom, sessionAtom, siftStore, useActiveProfile, useSession, type SessionState } from '@sift/app-kit';
import type { Profile, User } from '@sift/contracts';
import { profileScope, PUBLIC_SCOPE, type ApiScope } from '@sift/data';

export type Viewer =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'member'; user: User; profile: Profile | null; subscriber: boolean };

/**
 * Who is looking (001 §1): a visitor (browse and discover with sign-up prompts; no thumbs, watchlist, play or My
 * Services), or a member, who is a subscriber while the subscription is active.
 */
export function useViewer(): Viewer {
  return viewerOf(useSession(), useActiveProfile());
}

function viewerOf(session: SessionState, profile: Profile | null): Viewer {
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status !== 'signed-in') return { kind: 'visitor' };
  return { kind: 'member', user: session.user, profile, subscriber: Boolean(session.user.subscription?.subscription_is_active) };
}

/**
 * The viewer once the session has resumed, outside React: for a page's first answers asked for before the page
 * renders (pages.ts). The session and then the active profile are set one after the other (app-kit's session), so
 * the viewer is read once that step is over.
 */
export function whenViewerKnown(): Promise<Viewer> {
  const now = () => viewerOf(siftStore.get(sessionAtom), siftStore.get(activeProfileAtom));
  const viewer = now();
  if (viewer.kind !== 'loading') return Promise.resolve(viewer);
  return new Promise((resolve) => {
    const stop = siftStore.sub(sessionAtom, () =>
      queueMicrotask(() => {
        const known = now();
        if (known.kind === 'loading') return;
        stop();
        resolve(known);
      }),
    );
  });
}

/**
 * Whose answers the active profile's calls are (@sift/data's scope): a profile switch asks for fresh answers. Null
 * for visitors (who have no profile lists) and while the session loads.
 */
export const profileScopeOf = (viewer: Viewer): ApiScope | null => (viewer.kind === 'member' ? profileScope(viewer.profile?.id ?? 0) : null);

/** The scope of a call whose answer depends on the viewer when signed in (a work page, the service filter). */
export const viewerScopeOf = (viewer: Viewer): ApiScope | null => (viewer.kind === 'loading' ? null : (profileScopeOf(viewer) ?? PUBLIC_SCOPE));
