/**
 * Billing calls need a profile with account access (docs/decisions/0065): these send the primary profile of the
 * token's account in X-Sift-Profile-Id, as the site does, unless a call names its own. And the job queue: a test
 * moves time by hand and lets the queue run (`tick`: due billing work by the server's clock, then every job).
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { SiftServer } from '../src/server';
import { call, settled, type CallOptions, type CallResult } from './helpers/test-server';

const primaryProfiles = new Map<string, number>();

export async function primaryProfileOf(app: SiftServer, token: string): Promise<number> {
  const known = primaryProfiles.get(token);
  if (known) return known;
  const res = await call(app, 'GET', '/profiles/', { token });
  const primary = (res.body.results as { id: number; is_primary: boolean }[]).find((p) => p.is_primary)!;
  primaryProfiles.set(token, primary.id);
  return primary.id;
}

/** `call`, acting as the account's primary profile (when signed in and no profile header is given). */
export async function billingCall<T = any>(app: SiftServer, method: InjectOptions['method'], url: string, options: CallOptions = {}): Promise<CallResult<T>> {
  if (!options.token || options.headers?.['x-sift-profile-id'] !== undefined) return call<T>(app, method, url, options);
  const profileId = await primaryProfileOf(app, options.token);
  return call<T>(app, method, url, { ...options, headers: { ...options.headers, 'x-sift-profile-id': String(profileId) } });
}

/** Tokenizes a test card in the sandbox (what Stripe.js does in the browser) and saves it as the member's default card. */
export async function addCard(app: SiftServer, token: string, number: string) {
  const pm = await call(app, 'POST', '/payments/sandbox/payment-methods/', { body: { number, exp_month: 12, exp_year: 2035, cvc: '123' } });
  if (pm.status !== 201) throw new Error(`card ${number}: ${pm.status} ${JSON.stringify(pm.body)}`);
  return billingCall(app, 'POST', '/stripe/customer/', { token, body: { token: pm.body.id, name: 'Pat Doe', address_zip: '84101', address_country: 'US' } });
}

/**
 * Looks for due billing work by the server's clock (the tick) and runs every job until none is left, retries
 * included. A job that failed is tried again after pg-boss's delay, seconds of real time; a simulated day passes in
 * a fraction of a second, so without waiting for the retry the next day's acts would come before it, which no real
 * day does. Each retry waited for is printed with its error.
 */
export async function tick(app: SiftServer): Promise<void> {
  await app.sift.jobs.send('billing.tick', {});
  await settled(app);
  for (;;) {
    const result = (await app.sift.db.execute(
      sql`select data->>'kind' as kind, output, greatest(extract(epoch from start_after - now()), 0)::float8 as wait from pgboss.job where state = 'retry' order by start_after limit 1`,
    )) as unknown as { rows: RetryRow[] };
    const retry = result.rows[0];
    if (!retry) return;
    const waitS = Number(retry.wait);
    process.stdout.write(`tick: waiting ${waitS.toFixed(1)} s for a retry of ${retry.kind} (${JSON.stringify(retry.output)})\n`);
    await new Promise((resolve) => setTimeout(resolve, waitS * 1000 + 10));
    await settled(app);
  }
}

interface RetryRow {
  kind: string;
  output: unknown;
  wait: number | string;
}
