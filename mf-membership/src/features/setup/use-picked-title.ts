import { useEffect, useState } from 'react';
import type { Work } from '@sift/contracts';
import { api } from '../../api';
import { readSetupChoices } from './setup-choices';

/** The title picked on the step before (v3), loaded; null while loading, 'none' when nothing was picked. */
export function usePickedTitle() {
  const [work, setWork] = useState<Work | null | 'none'>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const slug = readSetupChoices().titleSlug;
    if (!slug) {
      setWork('none');
      return;
    }
    api()
      .catalogue.work(slug)
      .then(setWork)
      .catch((error: Error) => setFailed(error.message));
  }, []);
  return { work, failed };
}
