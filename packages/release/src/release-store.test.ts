import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { route } from '@sift/contracts';
import { releaseConfig } from './config';
import { liveStack, readRegistry, writeRegistry, type HistoryEntry } from './release-store';

const at = '2026-11-22T00:00:00Z';
const released = (version: string, remote = 'marketing'): HistoryEntry => ({ remote, version, action: 'release', at });
const rolledBack = (version: string, from: string, remote = 'marketing'): HistoryEntry => ({ remote, version, action: 'rollback', at, from });

describe('the live stack of a remote', () => {
  it('is the versions released, oldest first, and a rollback steps back one', () => {
    const history = [released('v1'), released('v2'), released('x1', 'player'), released('v3')];
    expect(liveStack(history, 'marketing')).toEqual(['v1', 'v2', 'v3']);
    expect(liveStack([...history, rolledBack('v2', 'v3')], 'marketing')).toEqual(['v1', 'v2']);
    expect(liveStack([...history, rolledBack('v2', 'v3'), rolledBack('v1', 'v2')], 'marketing')).toEqual(['v1']);
    expect(liveStack([...history, rolledBack('v2', 'v3'), released('v4')], 'marketing')).toEqual(['v1', 'v2', 'v4']);
    expect(liveStack(history, 'player')).toEqual(['x1']);
  });
});

describe('the registry file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-release-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const entry = (routes: ReturnType<typeof route>[]) => ({ version: 'v1', manifest: 'http://localhost:3001/v1/mf-manifest.json', routes, redirects: [] });

  it('is written whole and read back', () => {
    const config = releaseConfig({ SIFT_RELEASES_DIR: dir });
    expect(readRegistry(config)).toBeNull();
    const registry = { api: 'http://localhost:4000/', remotes: { marketing: entry([route('landing', '/', 'Home')]) } };
    writeRegistry(config, registry);
    expect(readRegistry(config)).toEqual(registry);
    expect(fs.readdirSync(dir)).toEqual(['registry.json']);
  });

  it('is never written with a problem in it', () => {
    const config = releaseConfig({ SIFT_RELEASES_DIR: dir });
    const bad = {
      api: 'http://localhost:4000/',
      remotes: { marketing: entry([route('landing', '/', 'Home')]), discovery: entry([route('home', '/', 'Home')]) },
    };
    expect(() => writeRegistry(config, bad)).toThrow('Path / is claimed by marketing (route landing) and by discovery (route home).');
    expect(fs.existsSync(config.registryFile)).toBe(false);
  });
});
