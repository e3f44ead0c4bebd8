import { useCallback, useMemo } from 'react';
import type { CatalogAccess, ServiceCredential, StreamingService, TvDevice } from '@sift/contracts';
import { apiKey, apiKeyPrefix, currentAccountScope, PUBLIC_SCOPE, renewApiData, useAccountScope, useApiQuery, type ApiScope } from '@sift/data';

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

/**
 * The API paths of the answers, keyed in the site's one query client as every remote keys them (@sift/data,
 * docs/decisions/0086): the services are everyone's (the same key as discovery's title request form), the rest the
 * account's.
 */
export const LINKING_PATHS = {
  services: 'streaming-services/',
  credentials: 'service-credentials/',
  accesses: 'catalog-accesses/',
  devices: 'tv-devices/',
} as const;

/** The services change with a release of the catalogue, not with linking: kept ten minutes. */
const SERVICES_FRESH_MS = 10 * 60_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * After a link or a disconnect (wherever it happened: /services, the setup wizard, the theater): the account's linking
 * answers no screen shows are forgotten, so the next screen asks again; the screen that linked reloads its own.
 */
export async function linkingChanged(): Promise<void> {
  const scope = currentAccountScope();
  if (!scope) return;
  await Promise.all([
    renewApiData(apiKeyPrefix(scope, LINKING_PATHS.credentials), { reloadShown: false }),
    renewApiData(apiKeyPrefix(scope, LINKING_PATHS.accesses), { reloadShown: false }),
  ]);
}

const accountKey = (scope: ApiScope | null, path: string, on = true) => (on && scope ? apiKey(scope, path) : null);

/**
 * The services and what of them the account has linked, asked once however many screens show them (the wizard's
 * steps, /services) and kept for the next. `reload` after a link or a disconnect; a failed reload keeps what was
 * shown and says why.
 */
export function useLinkingData(reads: LinkingReads, enabled = true) {
  const account = useAccountScope();
  const services = useApiQuery(enabled ? apiKey(PUBLIC_SCOPE, LINKING_PATHS.services) : null, () => reads.streamingServices(), { staleTime: SERVICES_FRESH_MS });
  const credentials = useApiQuery(accountKey(account, LINKING_PATHS.credentials, enabled), () => reads.credentials());
  const accesses = useApiQuery(accountKey(account, LINKING_PATHS.accesses, enabled), () => reads.catalogAccesses());

  const data = useMemo<LinkingData | null>(
    () => (services.data && credentials.data && accesses.data ? { services: services.data, credentials: credentials.data, accesses: accesses.data } : null),
    [services.data, credentials.data, accesses.data],
  );
  const failed = services.error ?? credentials.error ?? accesses.error;
  const error = failed ? messageOf(failed) : null;

  const { refetch: refetchServices } = services;
  const { refetch: refetchCredentials } = credentials;
  const { refetch: refetchAccesses } = accesses;
  const hasServices = services.data !== undefined;
  const reload = useCallback(async () => {
    if (!enabled || !account) return;
    // What is linked changes with a link; the services only need asking again if they never answered.
    await Promise.all([refetchCredentials(), refetchAccesses(), hasServices ? undefined : refetchServices()]);
  }, [enabled, account, hasServices, refetchServices, refetchCredentials, refetchAccesses]);
  return { data, error, reload };
}

/**
 * The account's TV devices; `reload` after a registration or a removal. A TV linked by its code (/link, the TV
 * itself) adds one without this screen knowing: shown at once from what is kept, and asked again whenever shown.
 */
export function useTvDevices(list: () => Promise<TvDevice[]>) {
  const account = useAccountScope();
  const devices = useApiQuery(accountKey(account, LINKING_PATHS.devices), list, { staleTime: 0 });
  const { refetch } = devices;
  const reload = useCallback(async () => {
    if (account) await refetch();
  }, [account, refetch]);
  return { devices: devices.data ?? null, error: devices.error ? messageOf(devices.error) : null, reload };
}
