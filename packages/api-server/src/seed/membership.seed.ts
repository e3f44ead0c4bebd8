/**
 * Demo data of the membership area: confirmed e-mail addresses of the demo accounts, and parent@'s Google identity
 * at the local OpenID Connect provider (its demo identity `google-parent`), so "Sign in with Google" knows them. The
 * demo members' billing (their sandbox customers, cards, subscriptions and invoices) is billing.seed.ts's.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '@sift/contracts';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

export async function seedMembership(db: Db, clock: Clock): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, account.email));
    if (!user) continue;
    if (account.key === 'parent') {
      await db.insert(t.socialIdentities).values({ provider: 'google', subject: 'google-parent', userId: user.id, email: account.email });
    }
    await db.insert(t.emailConfirmations).values({ userId: user.id, email: account.email, method: 'code', confirmedAt: new Date(clock.now()) });
  }
}
