import { useActiveProfile, useSession } from '@sift/app-kit';
import type { Profile, User } from '@sift/contracts';

export type Viewer =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'member'; user: User; profile: Profile | null; subscriber: boolean };

/**
 * Who is looking (001 §1): a visitor (browse and discover with sign-up prompts; no thumbs, watchlist, play or My
 * Services), or a member, who is a subscriber while the subscription is active.
 */
export function useViewer(): Viewer {
  const session = useSession();
  const profile = useActiveProfile();
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status !== 'signed-in') return { kind: 'visitor' };
  return { kind: 'member', user: session.user, profile, subscriber: Boolean(session.user.subscription?.subscription_is_active) };
}

/** The key prefix of everything cached for the active profile: a profile switch asks for fresh answers. */
export const profileKey = (viewer: Viewer) => (viewer.kind === 'member' ? `p${viewer.profile?.id ?? 0}` : null);
