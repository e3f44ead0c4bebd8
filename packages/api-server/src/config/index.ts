/**
 * Server configuration from the environment. Every value has a default that runs the embedded site. It sits at the
 * bottom of the server's layers (docs/decisions/0120) with the settings of each area (payments.ts, social-login.ts,
 * linking.ts): every layer reads it through ctx.config.
 */
import path from 'node:path';
import { membershipConfigFromEnv, type SocialLoginConfig } from './social-login';
import { paymentsConfigFromEnv, type PaymentsConfig } from './payments';
import { linkingConfigFromEnv, type LinkingConfig } from './linking';

/** The job queue's settings (jobs/job-queue.ts, docs/decisions/0061). */
export interface JobQueueOptions {
  /** Fetch and run due jobs in this process (the API by default; the worker). */
  work: boolean;
  /** Let pg-boss send the billing tick every minute (its cron; one process sends it however many run). */
  schedule: boolean;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
}

export interface ServerConfig {
  /** 'production' disables the development outbox pages and requires SMTP for mail. */
  production: boolean;
  host: string;
  port: number;
  /** PostgreSQL URL; absent: PGlite in `dataDir`. */
  databaseUrl?: string;
  /** A read replica for the catalogue's reads (ctx.readDb); absent: the primary. */
  databaseReadUrl?: string;
  /**
   * Whether this process applies migrations (and the first seed) at start. Off for production on PostgreSQL, where
   * the deploy's migrate step does it once (docs/decisions/0092) and a process refuses a database that lacks one.
   */
  migrateAtStart: boolean;
  /** Whether GET /readyz needs a fresh worker heartbeat. */
  readyNeedsWorker: boolean;
  dataDir: string;
  /**
   * The site's own origins: CORS, the cookie CSRF check and links in mail. The first is used in links. Development
   * defaults to the local site's ports; production has no default (the server refuses to start without it).
   */
  siteOrigins: string[];
  /** Absolute URL of this server for image and media links; absent: taken from each request's Host. */
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Works in the seeded demo catalogue (first start only). */
  seedWorks: number;
  demoMediaDir: string;
  /** Requests per minute per address for the coarse global limit. */
  rateLimitPerMinute: number;
  /** Whether a signup must confirm its e-mail with a mailed code (the server decides, not the client). */
  signupConfirmation: boolean;
  /** The card payment provider: Stripe with keys, else the sandbox (docs/decisions/0035); Stripe's webhook secret. */
  payments: PaymentsConfig;
  /** The job queue (docs/decisions/0061): whether this process runs jobs, whether pg-boss sends the tick, polling. */
  jobs: JobQueueOptions;
  /** The OpenID Connect providers of social login (docs/decisions/0036). */
  socialLogin: SocialLoginConfig;
  /** Service credentials' master key and the services' sign-in pages (docs/decisions/0050). */
  linking: LinkingConfig;
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
export const DEFAULT_SITE_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://localhost:3005',
];
export const DEFAULT_SEED_WORKS = 3_000;
export const LARGE_SEED_WORKS = 20_000;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const seedWorks = Number(env.SIFT_SEED_WORKS ?? DEFAULT_SEED_WORKS);
  const production = env.NODE_ENV === 'production';
  return {
    production,
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    migrateAtStart: env.SIFT_MIGRATE_AT_START
      ? env.SIFT_MIGRATE_AT_START !== 'off'
      : !(env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL)),
    readyNeedsWorker: env.SIFT_READY_NEEDS_WORKER !== 'off',
    dataDir: env.SIFT_DATA_DIR || path.join(REPO_ROOT, '.data', 'pglite'),
    siteOrigins: list(env.SIFT_SITE_ORIGINS)?.length ? list(env.SIFT_SITE_ORIGINS)! : production ? [] : DEFAULT_SITE_ORIGINS,
    publicUrl: env.SIFT_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Sift <no-reply@sift.example>',
    seedWorks: Number.isFinite(seedWorks) && seedWorks > 0 ? Math.floor(seedWorks) : DEFAULT_SEED_WORKS,
    demoMediaDir: env.SIFT_DEMO_MEDIA_DIR || path.join(REPO_ROOT, 'packages', 'demo-media'),
    rateLimitPerMinute: Number(env.SIFT_RATE_LIMIT_PER_MINUTE || 1200),
    // Default: confirm. Only an explicit 'off' (a closed test setup) skips it.
    signupConfirmation: env.SIFT_SIGNUP_CONFIRMATION !== 'off',
    jobs: jobsConfigFromEnv(env),
    payments: paymentsConfigFromEnv(env),
    ...membershipConfigFromEnv(env),
    ...linkingConfigFromEnv(env),
  };
}

/**
 * SIFT_WORKER unset: the API also runs jobs (one process does everything); `0`: the API only sends them (production
 * with separate workers); `1` is the worker entry (src/worker.ts, also through src/main.ts). Under jest
 * (NODE_ENV=test) a server runs jobs only when a test drains them, so tests are deterministic.
 */
export function jobsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): JobQueueOptions {
  const test = env.NODE_ENV === 'test';
  const pollMs = Number(env.SIFT_JOBS_POLL_MS || 1000);
  return {
    work: env.SIFT_WORKER === '1' || (env.SIFT_WORKER !== '0' && !test),
    schedule: env.SIFT_JOBS_SCHEDULE !== 'off' && !test,
    pollMs: Number.isFinite(pollMs) && pollMs >= 50 ? pollMs : 1000,
  };
}
