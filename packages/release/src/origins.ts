/**
 * The local site's origins, for a release run while `npm start` is not running: each origin the release needs (every
 * remote's and the shell's) is served for the length of the command from the same folders and with the same static
 * server the site uses. Production origins are never started here.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { DEFAULT_PORTS, REMOTES } from '@sift/build-config/ports';
import type { ReleaseConfig } from './config';

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export async function ensureLocalOrigins(config: ReleaseConfig): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  const { createStaticServer } = (await import(path.join(config.root, 'packages', 'build-config', 'serve.mjs'))) as {
    createStaticServer: (options: { dir: string; spa?: boolean; registryFile?: string }) => Server;
  };
  // Every remote's origin (the whole site is rendered with the candidate) and the shell's.
  const wanted = [
    ...REMOTES.map((remote) => ({
      url: config.baseUrl(remote),
      port: DEFAULT_PORTS[remote as keyof typeof DEFAULT_PORTS],
      dir: path.join(config.releasesDir, remote),
      spa: false,
    })),
    { url: config.shellUrl, port: DEFAULT_PORTS.shell, dir: config.shellDist, spa: true },
  ];
  for (const origin of wanted) {
    const local = new URL(origin.url).hostname === 'localhost' && Number(new URL(origin.url).port) === origin.port;
    if (!local || (await answers(origin.url))) continue;
    fs.mkdirSync(origin.dir, { recursive: true });
    const server = createStaticServer({ dir: origin.dir, spa: origin.spa, registryFile: config.registryFile });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(origin.port, '127.0.0.1', resolve));
    servers.push(server);
  }
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
