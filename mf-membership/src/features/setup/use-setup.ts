import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { ProfileUpdate } from '@sift/contracts';
import { href, refreshUser, useActiveProfile } from '@sift/app-kit';
import { usePageRoute } from '@sift/ui';
import { api } from '../../api';
import { SETUP_NEXT, type SetupRoute } from './setup-flow';

/** The frame's switch to the success screen ('Welcome' with two steps) at the end of a flow. */
export const SetupFinishContext = createContext<() => void>(() => undefined);

/** Moves the wizard on from the current step: the next route, or the success screen. */
export function useSetupNext() {
  const navigate = useNavigate();
  const finish = useContext(SetupFinishContext);
  const current = usePageRoute().name as Exclude<SetupRoute, 'setupIntro'>;
  return (override?: SetupRoute) => {
    const next = override ?? SETUP_NEXT[current] ?? 'success';
    if (next === 'success') finish();
    else void navigate(href(next));
  };
}

/** Saves a change to the active profile; errors are ignored (002 §8 "profile and setup-filter patch errors"). */
export function useProfileUpdate() {
  const profile = useActiveProfile();
  return async (patch: ProfileUpdate) => {
    if (!profile) return;
    await api().profiles.update(profile.id, patch).catch(() => undefined);
    await refreshUser().catch(() => undefined);
  };
}
