/**
 * Billing calls need a profile with account access (docs/decisions/0065): these send the primary profile of the
 * token's account in X-Sift-Profile-Id, as the site does, unless a call names its own. And the job queue: a test
 * moves time by hand and lets the queue run (`tick`: due billing work by the server's clock, then every job).
 */
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

/** Looks for due billing work by the server's clock (the tick) and runs every job until none is left. */
export async function tick(app: SiftServer): Promise<void> {
  await app.sift.jobs.send('billing.tick', {});
  await settled(app);
}
