/**
 * The plans are read once per database and kept (src/billing/plans.ts): reference data that the seed writes before the
 * server serves. What is kept is the seeded list, never the empty answer of a database not seeded yet.
 */
import { allPlans, planById, planByLookupKey } from '../src/billing/plans';
import { migrateDatabase } from '../src/db/database';
import { seedDatabase } from '../src/seed/seed';
import { openSeededTestDatabase } from './helpers/database-templates';
import { FIXTURE_MEDIA_DIR, openTestDatabase, TEST_WORKS } from './helpers/test-server';

it('answers from what it read first: one query for any number of lookups', async () => {
  const { database, drop } = await openSeededTestDatabase({ works: TEST_WORKS, demoData: false, demoMediaDir: FIXTURE_MEDIA_DIR });
  try {
    const ctx = { db: database.db };
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    let reads = 0;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      // PGlite is given the text; node-postgres (the PostgreSQL run) a query object.
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (text?.includes('"subscription_plans"')) reads += 1;
      return query(...args);
    };
    const plans = await allPlans(ctx);
    expect(plans.length).toBeGreaterThan(1);
    expect(await allPlans(ctx)).toBe(plans);
    expect(await planById(ctx, plans[1].id)).toEqual(plans[1]);
    expect(await planByLookupKey(ctx, plans[1].stripePriceLookupKey)).toEqual(plans[1]);
    expect(await planById(ctx, -1)).toBeNull();
    expect(reads).toBe(1);
  } finally {
    await drop();
  }
});

it('does not keep the empty answer of a database not seeded yet', async () => {
  const { database, drop } = await openTestDatabase();
  try {
    const ctx = { db: database.db };
    await migrateDatabase(database);
    expect(await allPlans(ctx)).toEqual([]);
    await seedDatabase(database, { works: 5, demoData: false, demoMediaDir: FIXTURE_MEDIA_DIR, clock: { now: () => Date.now() } });
    expect((await allPlans(ctx)).length).toBeGreaterThan(1);
  } finally {
    await drop();
  }
});
