/**
 * Demo data of the linking area, so /services, /devices and the theater's verification show real content:
 * - parent@ has linked Prime Video (its plan has the STARZ channel, not the other channels: their titles ask to check
 *   the account, recourse review_content), Netflix, Peacock and Paramount+; Apple TV is not linked (its titles ask
 *   for verification). The credentials are sealed like any other and name the member's accounts at the stand-in
 *   services (packages/stand-in-services);
 * - its catalog accesses match. Verification lasts a day (001 §9); the demo's links stay verified for ten years (a
 *   demo that stopped playing after a day would look broken), except Peacock's, which expired yesterday: a Peacock
 *   title asks the extension to re-link, and /services offers 'Verify again' (docs/decisions/0076);
 * - two TV devices: 'Living Room' (Fire TV) and 'Basement' (Apple TV).
 * Seeded once with the demo accounts; deterministic apart from the random salt, IVs and TV credentials.
 */
import { eq } from 'drizzle-orm';
import type { Clock, ServiceCredentialPayload } from '@sift/contracts';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { linkingConfigFromEnv } from '../config/linking';
import { storeCredential } from '../linking/service-credentials.service';
import { digest, newToken } from '../security/tokens';
import { demoAccount } from './demo-accounts';
import { ALL_CATALOGS, SIFT_SERVICE_ID, STREAMING_SERVICES } from '../reference-data';

const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;
const DEMO_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Service slug -> the member's account there, the catalogs its plan leaves out, and whether its verification expired. */
const PARENT_LINKS: Record<string, { plan: string; unauthorized: string[]; cookie: string; expired?: true }> = {
  'prime-video': {
    plan: 'Prime',
    unauthorized: ['amazon-channels-paramount-plus', 'amazon-channels-mgm-plus', 'amazon-channels-britbox'],
    cookie: 'pv-session=demo-parent; pv-remember=demo-parent',
  },
  netflix: { plan: 'Standard', unauthorized: [], cookie: 'nf-session=demo-parent; nf-remember=demo-parent' },
  peacock: { plan: 'Premium', unauthorized: [], cookie: 'pk-session=demo-parent; pk-remember=demo-parent', expired: true },
  'paramount-plus': { plan: 'Essential', unauthorized: [], cookie: 'pp-session=demo-parent; pp-remember=demo-parent' },
};

const WATCH_HISTORY: ServiceCredentialPayload['watch_history'] = [
  { titleId: 'amzn1.dv.gti.demo-harbor-lights', title: 'Harbor Lights', titleType: 'movie', timestamp: Date.UTC(2026, 4, 30, 20), date: '2026-05-30', imageSrc: null },
  { titleId: 'amzn1.dv.gti.demo-s1e2', title: 'The Crossing', titleType: 'episode', timestamp: Date.UTC(2026, 4, 28, 19), date: '2026-05-28', showTitle: 'Lighthouse Keepers', showGti: 'amzn1.dv.gti.demo-show' },
];

/** parent@'s catalogs whose titles do not play without a step: not linked, not in the plan, or expired. */
export const PARENT_UNPLAYABLE_CATALOG_IDS: readonly number[] = ALL_CATALOGS.filter((c) => {
  const service = STREAMING_SERVICES.find((s) => s.id === c.serviceId)!;
  const link = PARENT_LINKS[service.slug];
  return service.id !== SIFT_SERVICE_ID && (!link || link.expired || link.unauthorized.includes(c.slug));
}).map((c) => c.id);

export async function seedLinking(db: Db, clock: Clock): Promise<void> {
  const [parent] = await db.select().from(t.users).where(eq(t.users.email, demoAccount('parent').email));
  const master = linkingConfigFromEnv(process.env).linking.serviceCredentialsKey;
  if (!parent || !master) return;
  const now = new Date(clock.now());
  const services = await db.select().from(t.streamingServices);
  for (const [slug, link] of Object.entries(PARENT_LINKS)) {
    const service = services.find((s) => s.slug === slug);
    if (!service) continue;
    await storeCredential(
      db,
      master,
      parent.id,
      service.id,
      {
        cookie: link.cookie,
        identity: { ua: DEMO_UA, account_id: `family@${slug}.example`, name: `${parent.firstName} ${parent.lastName}`, plan: link.plan },
        ...(slug === 'prime-video' && { watch_history: WATCH_HISTORY }),
      },
      now,
    );
    const rows = ALL_CATALOGS.filter((c) => c.serviceId === service.id).map((c) => ({
      userId: parent.id,
      catalogId: c.id,
      isAuthorized: !link.unauthorized.includes(c.slug),
      verifiedTo: new Date(clock.now() + (link.expired ? -DAY_MS : 10 * YEAR_MS)),
    }));
    await db.insert(t.catalogAccesses).values(rows).onConflictDoNothing();
  }
  await db
    .insert(t.tvDevices)
    .values([
      { userId: parent.id, name: 'Living Room', deviceName: 'Fire TV', type: 'FireTv', tokenDigest: digest(newToken()), createdAt: now },
      { userId: parent.id, name: 'Basement', deviceName: 'Apple TV', type: 'AppleTv', tokenDigest: digest(newToken()), createdAt: now },
    ])
    .onConflictDoNothing();
}
