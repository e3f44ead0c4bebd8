/**
 * Seeds a fresh database once: reference data, the generated catalogue, the demo-media works and the demo
 * accounts. A later start only adds demo-media works that appeared since (packages/demo-media/catalogue.json).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FILTER_CATEGORIES, systemClock, type Clock } from '@sift/contracts';
import { withStartupLock, type Database, type Db } from '../db/database';
import * as t from '../db/schema';
import { hashSecret } from '../security/passwords';
import { newReferralCode } from '../security/tokens';
import { generateCatalogue } from './catalogue-generator';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedMembership } from './membership.seed';
import { ensureCancelReasons, seedAccountDemoData } from './account.seed';
import { seedBillingDemo } from './billing.seed';
import { seedPlayback } from './playback.seed';
import { seedDiscovery } from './discovery.seed';
import { seedLinking } from './linking.seed';
import { seedMarketingDemo } from './marketing.seed';
import { readDemoMediaCatalogue, refreshHeroItems, syncDemoMedia } from './demo-media.seed';
import {
  ALL_CATALOGS,
  AVATAR_GROUPS,
  AVATARS,
  BROWSE_CATEGORIES,
  FAQS,
  MATURITY_RATINGS,
  PLAN_IDS,
  PROMOS,
  SHARING_PROGRAM,
  STREAMING_SERVICES,
  SUBSCRIPTION_PLANS,
} from '../reference-data';

export interface SeedOptions {
  /** Works in the generated catalogue (demo data only). */
  works: number;
  /**
   * Demo data: the generated catalogue, the demo-media works and the demo accounts (public passwords, a staff
   * account). Only the embedded development start asks for it; a production start seeds reference data only.
   */
  demoData: boolean;
  /**
   * The generated catalogue and the demo-media works without the demo accounts (a staging deployment in production
   * mode: the migrate step's --demo-catalogue). Implied by demoData.
   */
  demoCatalogue?: boolean;
  /** Folder holding catalogue.json and media/ of the demo streams; skipped when absent. */
  demoMediaDir?: string;
  clock?: Clock;
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  works: number;
  demoMediaAdded: string[];
  ms: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** Rows per INSERT: large enough to be fast, small enough to stay under PostgreSQL's 65,535 parameters. */
const PARAMETERS_PER_INSERT = 30_000;

export async function insertMany<T extends Record<string, unknown>>(db: Db, table: PgTable, rows: T[]) {
  if (!rows.length) return;
  const columns = Math.max(1, Object.keys(rows[0]).length);
  const size = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns));
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

/** After inserting explicit ids, move each serial sequence past them. */
async function resetSequences(db: Db, tables: string[]) {
  for (const table of tables) {
    await db.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`),
    );
  }
}

export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  return withStartupLock(database, async () => {
    const db = database.db;
    const [state] = await db.select().from(t.seedState).where(eq(t.seedState.id, 1));
    let seeded = false;
    const catalogue = options.demoData || options.demoCatalogue === true;
    if (!state) {
      await db.transaction(async (tx) => {
        await seedReferenceData(tx as unknown as Db);
        if (catalogue) {
          const generated = generateCatalogue({ works: options.works });
          await insertMany(tx as unknown as Db, t.works, generated.works);
          await insertMany(tx as unknown as Db, t.seasons, generated.seasons);
          await insertMany(tx as unknown as Db, t.tagSets, generated.tagSets);
          await insertMany(tx as unknown as Db, t.offerings, generated.offerings);
          await resetSequences(tx as unknown as Db, ['works', 'seasons', 'tag_sets']);
        }
        if (options.demoData) {
          await seedDemoAccounts(tx as unknown as Db, options.clock ?? systemClock);
          await seedMembership(tx as unknown as Db, options.clock ?? systemClock);
          await seedAccountDemoData(tx as unknown as Db, options.clock ?? systemClock);
          await seedBillingDemo(tx as unknown as Db, options.clock ?? systemClock);
          await seedLinking(tx as unknown as Db, options.clock ?? systemClock);
          await seedMarketingDemo(tx as unknown as Db);
        }
        await tx
          .insert(t.seedState)
          .values({ id: 1, worksTarget: catalogue ? options.works : 0, seededAt: new Date(), mediaSlugs: [] });
      });
      seeded = true;
      // Fresh statistics and visibility map, so the planner uses the indexes on a catalogue bulk-loaded a moment ago.
      await db.execute(sql`VACUUM ANALYZE`);
      log(
        options.demoData
          ? `seeded ${options.works} works and ${DEMO_ACCOUNTS.length} demo accounts in ${Date.now() - started} ms`
          : catalogue
            ? `seeded reference data and ${options.works} catalogue works (no demo accounts) in ${Date.now() - started} ms`
            : `seeded reference data (production: no demo catalogue, no demo accounts) in ${Date.now() - started} ms`,
      );
    }
    const demoMediaAdded = catalogue && options.demoMediaDir ? await syncDemoMedia(db, options.demoMediaDir) : [];
    if (demoMediaAdded.length) log(`added ${demoMediaAdded.length} demo-media works: ${demoMediaAdded.join(', ')}`);
    if (options.demoData) await seedPlayback(db, options.clock ?? systemClock);
    if (catalogue) await seedDiscovery(db, { mediaSlugs: options.demoMediaDir ? readDemoMediaCatalogue(options.demoMediaDir).map((e) => e.slug) : [], now: (options.clock ?? systemClock).now() });
    await refreshHeroItems(db);
    await ensureCancelReasons(db);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.works);
    return { seeded, works: count, demoMediaAdded, ms: Date.now() - started };
  });
}

/** The demo accounts present in the database (their passwords are public: docs/demo-accounts.md). */
export async function demoAccountsPresent(db: Db): Promise<string[]> {
  const rows = await db.select({ email: t.users.email }).from(t.users).where(inArray(t.users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  return rows.map((r) => r.email);
}

async function seedReferenceData(db: Db) {
  await db.insert(t.tagCategories).values(
    FILTER_CATEGORIES.map((c) => ({ id: c.id, parentId: c.parent_id, displayTitle: c.display_title, ordering: c.ordering, defaultType: c.default_type })),
  );
  await db.insert(t.streamingServices).values(
    STREAMING_SERVICES.map(({ catalogs: _catalogs, ...service }) => service),
  );
  await db.insert(t.catalogs).values(
    ALL_CATALOGS.map((c) => ({
      id: c.id,
      serviceId: c.serviceId,
      slug: c.slug,
      name: c.name,
      title: c.title,
      color: c.color,
      displayOrder: c.displayOrder,
      representativeExternalId: c.representativeExternalId ?? null,
      offeringType: c.offeringType,
    })),
  );
  await db.insert(t.subscriptionPlans).values(SUBSCRIPTION_PLANS);
  await db.insert(t.promos).values(PROMOS.map((p) => ({ price: null, duration: null, durationInMonths: null, ...p })));
  await db.insert(t.faqs).values(FAQS.map((f, i) => ({ ...f, ordering: i + 1 })));
  await db.insert(t.avatarGroups).values(AVATAR_GROUPS.map((g) => ({ id: g.id, title: g.title, ordering: g.id })));
  await db.insert(t.avatars).values(AVATARS);
  await db.insert(t.sharingProgram).values(SHARING_PROGRAM);
  await db.insert(t.maturityRatings).values(MATURITY_RATINGS);
  await db.insert(t.browseCategories).values(BROWSE_CATEGORIES);
}

async function seedDemoAccounts(db: Db, clock: Clock) {
  const now = clock.now();
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(t.users)
      .values({
        email: account.email,
        passwordHash: await hashSecret(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        isStaff: account.isStaff,
        isActive: account.isActive,
        hasOnboarded: account.hasOnboarded,
        referralCode: newReferralCode(),
      })
      .returning({ id: t.users.id });
    await db.insert(t.profiles).values(
      account.profiles.map((p) => ({
        userId: user.id,
        name: p.name,
        avatarId: p.avatarId,
        isPrimary: p.isPrimary,
        accountAccess: p.isPrimary || p.accountAccess,
        globalFilters: p.globalFilters,
      })),
    );
    if (account.passcode || Object.keys(account.requiredFilters).length) {
      await db.insert(t.requiredFilters).values({
        userId: user.id,
        idMap: account.requiredFilters,
        passcodeHash: account.passcode ? await hashSecret(account.passcode) : null,
      });
    }
    if (account.subscription === 'active-monthly' || account.subscription === 'active-yearly') {
      await db.insert(t.subscriptions).values({
        userId: user.id,
        planId: account.subscription === 'active-monthly' ? PLAN_IDS.monthly : PLAN_IDS.yearly,
        statusV2: 'active',
        isRenewing: true,
        startedAt: new Date(now - 90 * DAY_MS),
      });
    } else if (account.subscription === 'cancelled') {
      await db.insert(t.subscriptions).values({
        userId: user.id,
        planId: PLAN_IDS.monthly,
        statusV2: 'active',
        isRenewing: false,
        startedAt: new Date(now - 400 * DAY_MS),
        canceledAt: new Date(now - 60 * DAY_MS),
        endDate: new Date(now - 30 * DAY_MS),
      });
    }
  }
}
