import { useEffect, useState } from 'react';
import type { Work } from '@sift/contracts';
import { api } from '../../api';
import { readSetupChoices, writeSetupChoices } from './setup-choices';

/**
 * The title picked on the step before (v3), loaded; null while loading, 'none' when nothing was picked. This browser's
 * pick first; without one, the server's onboarding details (002 §7: the pick made on another device or before this
 * browser's session ended).
 */
export function usePickedTitle() {
  const [work, setWork] = useState<Work | null | 'none'>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = async () => {
      let slug = readSetupChoices().titleSlug;
      if (!slug) {
        const details = await api().users.onboardingDetails().catch(() => null);
        slug = details?.selected_title_details?.slug ?? null;
        if (slug) writeSetupChoices({ titleSlug: slug });
      }
      if (!slug) return live && setWork('none');
      const loaded = await api().catalogue.work(slug);
      if (live) setWork(loaded);
    };
    load().catch((error: Error) => live && setFailed(error.message));
    return () => {
      live = false;
    };
  }, []);
  return { work, failed };
}
