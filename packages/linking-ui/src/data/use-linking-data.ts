import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogAccess, ServiceCredential, StreamingService, TvDevice } from '@sift/contracts';

export interface LinkingData {
  services: StreamingService[];
  credentials: ServiceCredential[];
  accesses: CatalogAccess[];
}

/** The reads the linking screens need; the caller's API client has them (`catalogue` and `linking`). */
export interface LinkingReads {
  streamingServices(): Promise<StreamingService[]>;
  credentials(): Promise<ServiceCredential[]>;
  catalogAccesses(): Promise<CatalogAccess[]>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The services and what of them the account has linked. `reload` after a link or a disconnect; a failed reload keeps
 * what was shown and says why.
 */
export function useLinkingData(reads: LinkingReads, enabled = true) {
  const [data, setData] = useState<LinkingData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(reads);
  latest.current = reads;
  const reload = useCallback(async () => {
    try {
      const [services, credentials, accesses] = await Promise.all([latest.current.streamingServices(), latest.current.credentials(), latest.current.catalogAccesses()]);
      setData({ services, credentials, accesses });
      setError(null);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { data, error, reload };
}

/** The account's TV devices; `reload` after a registration or a removal. */
export function useTvDevices(list: () => Promise<TvDevice[]>) {
  const [devices, setDevices] = useState<TvDevice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(list);
  latest.current = list;
  const reload = useCallback(async () => {
    try {
      setDevices(await latest.current());
      setError(null);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { devices, error, reload };
}
