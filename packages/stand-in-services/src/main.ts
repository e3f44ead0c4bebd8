/**
 * Starts every stand-in streaming service on its own origin (http://<slug>.localhost:<port>, ports from
 * packages/build-config/ports.js, moved by SIFT_PORT_OFFSET). Development and tests only: never in production.
 */
import { STAND_IN_ORIGINS, STAND_IN_PORTS } from '@sift/build-config/ports';
import { STAND_IN_PASSWORD, STAND_IN_SERVICES } from './services';
import { createStandInServer } from './stand-in-server';

if (process.env.NODE_ENV === 'production') {
  console.error('The stand-in streaming services do not run in production: members link their real services there.');
  process.exit(1);
}

const servers = STAND_IN_SERVICES.map((service) => {
  const { server } = createStandInServer(service);
  server.listen(STAND_IN_PORTS[service.slug], '127.0.0.1');
  return server;
});
process.stdout.write(
  `Stand-in streaming services (password ${STAND_IN_PASSWORD}):\n${STAND_IN_SERVICES.map(
    (s) => `  ${s.name.padEnd(12)} ${STAND_IN_ORIGINS[s.slug]}/signin  ${s.accounts.map((a) => a.email).join(', ')}`,
  ).join('\n')}\n`,
);
const stop = () => {
  for (const server of servers) server.closeAllConnections();
  void Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
