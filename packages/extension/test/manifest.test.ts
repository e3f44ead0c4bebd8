import { createHash } from 'node:crypto';
import { SIFT_EXTENSION_ID } from '@sift/contracts';
import { buildManifest, EXTENSION_PUBLIC_KEY } from '../src/manifest';

const manifest = buildManifest({
  version: '0.3.1',
  siteOrigins: ['http://localhost:3500', 'http://localhost:3504/'],
  serviceOrigins: ['http://prime-video.localhost:4581', 'http://peacock.localhost:4582'],
});

it("has the id the site addresses: Chrome's id of its public key", () => {
  const der = Buffer.from(EXTENSION_PUBLIC_KEY, 'base64');
  const id = [...createHash('sha256').update(der).digest('hex').slice(0, 32)].map((h) => String.fromCharCode(97 + parseInt(h, 16))).join('');
  expect(id).toBe(SIFT_EXTENSION_ID);
  expect(manifest.key).toBe(EXTENSION_PUBLIC_KEY);
});

it('is Manifest V3, version 0.3.1, open to the site by origin (port included) and to the services by host', () => {
  expect(manifest).toMatchObject({ manifest_version: 3, version: '0.3.1', background: { service_worker: 'background.js' } });
  expect(manifest.externally_connectable.matches).toEqual(['http://localhost:3500/*', 'http://localhost:3504/*']);
  expect(manifest.content_scripts[0].matches).toEqual(manifest.externally_connectable.matches);
  // The cookies API matches host permissions without the port; each stand-in has a host name of its own.
  expect(manifest.host_permissions).toEqual(['http://prime-video.localhost/*', 'http://peacock.localhost/*', 'http://localhost:3500/*', 'http://localhost:3504/*']);
  expect(manifest.permissions).toEqual(['cookies', 'scripting']);
});
