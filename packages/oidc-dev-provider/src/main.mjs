#!/usr/bin/env node
/**
 * Starts the local OpenID Connect provider on OIDC_DEV_PORT (4080 + SIFT_PORT_OFFSET), issuer
 * http://localhost:<port>. It accepts the site's /oauth/google and /oauth/apple pages as redirect URIs
 * (SIFT_SITE_ORIGINS, default: the shell's port). Development and tests only: it never runs in production.
 */
import { createRequire } from 'node:module';
import { createDevProvider, DEMO_IDENTITIES } from './provider.mjs';

const require = createRequire(import.meta.url);
const { OIDC_DEV_PORT, DEFAULT_PORTS } = require('@sift/build-config/ports');

if (process.env.NODE_ENV === 'production') {
  console.error('The development OpenID Connect provider does not run in production: configure SIFT_OIDC_GOOGLE_* and SIFT_OIDC_APPLE_* for the API instead.');
  process.exit(1);
}
const port = Number(process.env.OIDC_DEV_PORT || OIDC_DEV_PORT);
const issuer = `http://localhost:${port}`;
const redirectOrigins = (process.env.SIFT_SITE_ORIGINS || `http://localhost:${DEFAULT_PORTS.shell}`)
  .split(',')
  .map((origin) => origin.trim().replace(/\/$/, ''))
  .filter(Boolean);

const { server } = await createDevProvider({ issuer, redirectOrigins });
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(
    `OpenID Connect provider (stand-in for Google and Apple) at ${issuer}\n` +
      `  demo identities: ${DEMO_IDENTITIES.map((i) => i.email).join(', ')} (or any e-mail)\n`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
