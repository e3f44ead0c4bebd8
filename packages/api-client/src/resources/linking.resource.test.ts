import { TV_CODE_INVALID } from '@sift/contracts';
import { API_RESOURCES, createApiClient, type ApiClient } from '../create-api-client';
import { createMemoryStorage } from '../key-value-storage';
import { createFakeFetch, empty, json } from '../testing/fake-fetch';
import { pageOf } from '../testing/fixtures';

function setup(answer: () => Response) {
  const fake = createFakeFetch(answer);
  const api = createApiClient({ prefixUrl: 'http://api.test/', appVersion: '1', getToken: () => 'tok', getProfileId: () => 7, storage: createMemoryStorage(), fetch: fake.fetch }, API_RESOURCES);
  return { api, requests: fake.requests };
}

const credential = { id: 3, service_id: 3, source: 'web', account_name: 'Parker Lane', plan: 'Prime', watch_history_count: 2, created_at: '2026-06-01T12:00:00.000Z', updated_at: '2026-06-01T12:00:00.000Z' };
const access = { id: 3, catalog: 'prime-video', is_authorized: true, verified_to: '2026-06-02T12:00:00.000Z' };
const device = { id: 9, name: 'Living Room', device_name: 'Fire TV', type: 'FireTv', install_help_link: 'https://help.sift.example/devices/fire-tv', created_at: '2026-06-01T12:00:00.000Z' };
const payload = { cookie: 'pv-remember=r', identity: { ua: 'Chrome' } };

const rows: Record<string, { call: (a: ApiClient) => Promise<unknown>; request: string; body?: unknown; answer: () => Response; result?: unknown }> = {
  credentialKey: { call: (a) => a.linking.credentialKey(), request: 'GET /service-credential-keys/', answer: () => json({ user_id: 1, salt: 'c2FsdA==', created_at: 'x' }), result: { user_id: 1, salt: 'c2FsdA==', created_at: 'x' } },
  credentials: { call: (a) => a.linking.credentials(), request: 'GET /service-credentials/', answer: () => json(pageOf([credential])), result: [credential] },
  createCredential: { call: (a) => a.linking.createCredential({ service_id: 3, payload }), request: 'POST /service-credentials/', body: { source: 'web', service_id: 3, payload }, answer: () => json(credential, 201), result: credential },
  findCredential: { call: (a) => a.linking.findCredential(3), request: 'GET /service-credentials/3/', answer: () => json(credential), result: credential },
  deleteCredential: { call: (a) => a.linking.deleteCredential(3), request: 'DELETE /service-credentials/3/', answer: () => empty(204), result: undefined },
  catalogAccesses: { call: (a) => a.linking.catalogAccesses(), request: 'GET /catalog-accesses/', answer: () => json(pageOf([access])), result: [access] },
  createCatalogAccess: { call: (a) => a.linking.createCatalogAccess({ catalog: 'prime-video', is_authorized: true }), request: 'POST /catalog-accesses/', body: { catalog: 'prime-video', is_authorized: true }, answer: () => json(access, 201), result: access },
  reportInvalidOffer: { call: (a) => a.linking.reportInvalidOffer(41, { external_id: 'gti' }), request: 'POST /catalog-offers/41/report-invalid/', body: { external_id: 'gti' }, answer: () => json({ detail: 'ok' }, 201), result: undefined },
  devices: { call: (a) => a.linking.devices(), request: 'GET /tv-devices/', answer: () => json(pageOf([device])), result: [device] },
  registerDevice: { call: (a) => a.linking.registerDevice({ name: 'Living Room', setup_key: 'ABCDE', type: 'firetv' }), request: 'POST /tv-devices/', body: { name: 'Living Room', setup_key: 'ABCDE', type: 'firetv' }, answer: () => json(device, 201), result: device },
  removeDevice: { call: (a) => a.linking.removeDevice(9), request: 'DELETE /tv-devices/9/', answer: () => empty(204), result: undefined },
  linkDevice: { call: (a) => a.linking.linkDevice('ABC123'), request: 'POST /tv-devices/link/', body: 'ABC123', answer: () => json({ device_name: 'Living Room', device }), result: { device_name: 'Living Room', device } },
};

describe('linking resource: every call of docs/api-paths.md "Linking"', () => {
  it.each(Object.entries(rows))('%s', async (_name, row) => {
    const { api, requests } = setup(row.answer);
    await expect(row.call(api)).resolves.toEqual(row.result);
    const [sent] = requests;
    expect(`${sent.method} ${sent.url.pathname}${sent.url.search}`).toBe(row.request);
    expect(sent.body).toEqual(row.body);
  });

  it("a refused TV code is an ApiError with the server's text", async () => {
    const { api } = setup(() => json({ error: TV_CODE_INVALID, detail: TV_CODE_INVALID }, 400));
    await expect(api.linking.linkDevice('ZZZZZZ')).rejects.toMatchObject({ status: 400, message: TV_CODE_INVALID });
  });
});
