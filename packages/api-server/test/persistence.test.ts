/** Restarting the server keeps every account, profile and flag: nothing lives only in memory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { buildServer, type SiftServer } from '../src/server';
import { call, FIXTURE_MEDIA_DIR, login, openTestDatabase, signUp } from './helpers/test-server';

const config = { production: false, demoMediaDir: FIXTURE_MEDIA_DIR, rateLimitPerMinute: 1_000_000 };

it('keeps accounts, profiles, flags, parental controls and tokens across a restart', async () => {
  // PGlite: a data folder reopened; PostgreSQL: the same database reconnected.
  let dataDir: string | undefined;
  let reopen: () => Promise<Parameters<typeof buildServer>[0]>;
  let cleanup: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    const { database, url, drop } = await openTestDatabase();
    await database.close();
    reopen = async () => ({ config: { ...config, databaseUrl: url } });
    cleanup = drop;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-persist-'));
    reopen = async () => ({ config: { ...config, dataDir, databaseUrl: undefined } });
    cleanup = async () => fs.rmSync(dataDir!, { recursive: true, force: true });
  }

  let app: SiftServer = await buildServer({ ...(await reopen()), seed: { works: 40 } });
  let token: string;
  let profileId: number;
  try {
    token = (await signUp(app, 'keep-password', 'keep.me@example.com')).token;
    await call(app, 'PATCH', '/api/user-flags/', { token, body: { has_onboarded: true } });
    await call(app, 'POST', '/users/change-name/', { token, body: { first_name: 'Keep', last_name: 'Me' } });
    profileId = (await call(app, 'POST', '/profiles/', { token, body: { name: 'Kept', global_filters: { '18': true } } })).body.id;
    await call(app, 'POST', '/required-filters/', { token, body: { passcode: '2468', passcode_confirm: '2468', id_map: { '7': true } } });
  } finally {
    await app.close();
  }

  app = await buildServer({ ...(await reopen()), seed: { works: 40 } });
  try {
    expect(app.seedResult?.seeded).toBe(false);
    const me = await call(app, 'GET', '/users/current/', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ first_name: 'Keep', last_name: 'Me', has_onboarded: true, required_filters: { '7': true } });
    expect(me.body.profiles.find((p: { id: number }) => p.id === profileId)).toMatchObject({ name: 'Kept', global_filters: { '18': true } });
    await login(app, 'keep.me@example.com', 'keep-password');
    expect((await call(app, 'PATCH', '/required-filters/', { token, body: { passcode: '2468' } })).status).toBe(200);
    await login(app, 'parent@sift.example');
  } finally {
    await app.close();
    await cleanup();
  }
});

it('opens PGlite in a folder that does not exist yet', async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sift-new-')), 'nested', 'pglite');
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  expect(fs.existsSync(dir)).toBe(true);
  fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
});
