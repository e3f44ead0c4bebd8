import { useCallback, useEffect, useState } from 'react';
import type { CatalogAccess, ServiceCredential, StreamingService } from '@sift/contracts';
import { api } from '../../api';

export interface LinkingData {
  services: StreamingService[];
  credentials: ServiceCredential[];
  accesses: CatalogAccess[];
}

/** The services, and what of them the account has linked; `reload` after a link or a disconnect. */
export function useLinkingData(enabled = true) {
  const [data, setData] = useState<LinkingData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      const [services, credentials, accesses] = await Promise.all([
        api().catalogue.streamingServices(),
        api().linking.credentials(),
        api().linking.catalogAccesses(),
      ]);
      setData({ services, credentials, accesses });
      setError(null);
    } catch (caught) {
      // What was shown stays; the message says why it could not be refreshed.
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { data, error, reload };
}
