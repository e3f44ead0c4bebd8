/** Who the fuzzer calls as: a demo user and the demo staff user, with tokens issued directly (no login throttle). */
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { issueToken } from '../src/identity/accounts.service';
import { demoAccount } from '../src/seed/demo-accounts';
import type { SiftServer } from '../src/server';
import type { Credentials } from './schema-fuzzer';

async function tokenFor(app: SiftServer, email: string) {
  const [user] = await app.sift.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`fuzz: ${email} is not in the database (demo accounts are seeded in development only)`);
  return issueToken(app.sift, user.id);
}

export async function fuzzCredentials(app: SiftServer): Promise<Credentials> {
  const userEmail = demoAccount('newbie').email;
  const credentials: Credentials = {
    token: await tokenFor(app, userEmail),
    staffToken: await tokenFor(app, demoAccount('staff').email),
    relogin: async () => {
      credentials.token = await tokenFor(app, userEmail);
    },
  };
  return credentials;
}
