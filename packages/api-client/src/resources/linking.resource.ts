import {
  type CatalogAccess,
  catalogAccess,
  type CatalogAccessCreate,
  type OfferReportInvalid,
  type ServiceCredential,
  serviceCredential,
  type ServiceCredentialCreate,
  type ServiceCredentialKey,
  serviceCredentialKey,
  type TvDevice,
  tvDevice,
  type TvDeviceCreate,
  type TvLinkResult,
  tvLinkResult,
} from '@sift/contracts';
import type { ApiRequester } from '../request';
import { listOf } from '../response-schema';
import { segment } from '../api-path';

const credentialList = listOf(serviceCredential);
const accessList = listOf(catalogAccess);
const deviceList = listOf(tvDevice);

/** Linking streaming services and TV devices (spec 001 §4, §7; 002 §7; docs/api-paths.md "Linking"). */
export function linkingResource(http: ApiRequester) {
  return {
    /** GET service-credential-keys/ -> the account's key record {user_id, salt} (made on first use). */
    credentialKey: (): Promise<ServiceCredentialKey> => http.get('service-credential-keys/', { schema: serviceCredentialKey }),
    /** GET service-credentials/ -> the linked services (id = service id), never their secrets. */
    credentials: (): Promise<ServiceCredential[]> => http.get('service-credentials/', { schema: credentialList }),
    /** POST service-credentials/ {service_id, source, payload}: stored sealed; replaces the service's earlier one. */
    createCredential: (body: ServiceCredentialCreate): Promise<ServiceCredential> =>
      http.post('service-credentials/', { json: { source: 'web', ...body }, schema: serviceCredential }),
    /** GET service-credentials/{service id}/ (404 when the service is not linked). */
    findCredential: (serviceId: number): Promise<ServiceCredential> =>
      http.get(`service-credentials/${segment(serviceId)}/`, { schema: serviceCredential }),
    /** DELETE service-credentials/{service id}/: the credential and the accesses to the service's catalogs. */
    deleteCredential: async (serviceId: number): Promise<void> => {
      await http.delete(`service-credentials/${segment(serviceId)}/`);
    },
    /** GET catalog-accesses/ */
    catalogAccesses: (): Promise<CatalogAccess[]> => http.get('catalog-accesses/', { schema: accessList }),
    /** POST catalog-accesses/ {catalog (slug), is_authorized}: verified for one day (the server's clock). */
    createCatalogAccess: (body: CatalogAccessCreate): Promise<CatalogAccess> =>
      http.post('catalog-accesses/', { json: body, schema: catalogAccess }),
    /** POST catalog-offers/{offer id}/report-invalid/ */
    reportInvalidOffer: async (offerId: number, body: OfferReportInvalid = {}): Promise<void> => {
      await http.post(`catalog-offers/${segment(offerId)}/report-invalid/`, { json: body });
    },
    /** GET tv-devices/ */
    devices: (): Promise<TvDevice[]> => http.get('tv-devices/', { schema: deviceList }),
    /** POST tv-devices/ {name, setup_key, type, device_name}: registers the TV showing the setup code. */
    registerDevice: (body: TvDeviceCreate): Promise<TvDevice> => http.post('tv-devices/', { json: body, schema: tvDevice }),
    /** DELETE tv-devices/{id}/ */
    removeDevice: async (id: number): Promise<void> => {
      await http.delete(`tv-devices/${segment(id)}/`);
    },
    /** POST tv-devices/link/ with the raw code as the body -> {device_name, device}; errors carry {error}. */
    linkDevice: (code: string): Promise<TvLinkResult> => http.post('tv-devices/link/', { json: code, schema: tvLinkResult }),
  };
}
export type LinkingResource = ReturnType<typeof linkingResource>;
