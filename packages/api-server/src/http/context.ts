/** What every route handler can reach: the database, configuration, clock and mailer. */
import type { Clock } from '@sift/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { JobQueue } from '../jobs/job-queue';
import type { Background } from './background';

/**
 * The server's clock: the system clock in production; in development the settable clock whose offset every process
 * shares through the database (`refresh` reads it again, docs/decisions/0030).
 */
export type ServerClock = Clock & { refresh?(maxAgeMs?: number): Promise<void> };

/** Throttles and session lifetimes (docs/decisions/0010-throttling.md); tests pass smaller ones. */
export interface Limits {
  /** Login attempts one address may make against one account per window (the owner elsewhere is unaffected). */
  loginAttemptsPerAccountAddress: number;
  /** Login attempts per address across all accounts per window. */
  loginAttemptsPerAddress: number;
  /** Login attempts per account across all addresses per window; addresses it signed in from are exempt. */
  loginAttemptsPerAccount: number;
  loginWindowMs: number;
  /** Parental passcode checks per account per window (loginWindowMs). */
  passcodeAttempts: number;
  /** Gift card code and PIN guesses per account per window (loginWindowMs): a PIN is only 4 digits. */
  giftCardAttempts: number;
  /** account-initial-action lookups per address per window (it tells whether an e-mail has an account). */
  initialActionPerAddress: number;
  initialActionWindowMs: number;
  /** Unauthenticated mail (signup and newsletter codes, reset links) per recipient and per requesting address. */
  mailPerRecipient: number;
  mailPerAddress: number;
  mailWindowMs: number;
  /** POST stats/ calls per address per window. */
  statsPerAddress: number;
  statsWindowMs: number;
  /** A token unused this long stops working; any token stops at the absolute lifetime. */
  tokenIdleMs: number;
  tokenAbsoluteMs: number;
  /** Live tokens per user; issuing one more revokes the oldest. */
  tokensPerUser: number;
  /** The works list counts exactly up to this many matches; beyond, the count says "at least" (docs/decisions/0040). */
  worksCountBound: number;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_LIMITS: Limits = {
  loginAttemptsPerAccountAddress: 5,
  loginAttemptsPerAddress: 30,
  loginAttemptsPerAccount: 100,
  loginWindowMs: 15 * MINUTE,
  passcodeAttempts: 10,
  giftCardAttempts: 10,
  initialActionPerAddress: 60,
  initialActionWindowMs: 15 * MINUTE,
  mailPerRecipient: 5,
  mailPerAddress: 20,
  mailWindowMs: 60 * MINUTE,
  statsPerAddress: 60,
  statsWindowMs: MINUTE,
  tokenIdleMs: 14 * DAY,
  tokenAbsoluteMs: 30 * DAY,
  tokensPerUser: 50,
  worksCountBound: 1000,
};

export interface AppContext {
  database: Database;
  db: Db;
  /**
   * The catalogue's reads (works lists, a title, browse rows): a read replica when DATABASE_READ_URL is set, else
   * `db`. Only reads whose answer may lag the primary by the replica's delay go here; a write and anything read
   * to decide a write use `db`.
   */
  readDb: Db;
  config: ServerConfig;
  clock: ServerClock;
  mailer: Mailer;
  limits: Limits;
  /** In-process work after the answer that may be lost (housekeeping); `settled()` also drains the job queue. */
  background: Background;
  /** The durable job queue (docs/decisions/0061): mail after the answer, billing work. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** draining: SIGTERM received, the process is finishing its requests (ops/drain.ts). */
  lifecycle: { draining: boolean };
}
