import { useCallback, useEffect, useState } from 'react';
import type { TvDevice } from '@sift/contracts';
import { api } from '../../api';

/** The account's TV devices; `reload` after a registration or a removal. */
export function useDevices() {
  const [devices, setDevices] = useState<TvDevice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setDevices(await api().linking.devices());
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { devices, error, reload };
}
