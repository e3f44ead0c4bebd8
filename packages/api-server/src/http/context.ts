/** What every route handler can reach: the database, configuration, clock and mailer. */
import type { Clock } from '@sift/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/database';
import type { Mailer } from '../mail/mailer';

export interface Limits {
  /** Failed logins per account, then per address, within `loginWindowMs`. */
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  loginWindowMs: number;
  /** Wrong parental passcodes per account within `loginWindowMs`. */
  passcodeFailures: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 30,
  loginWindowMs: 15 * 60 * 1000,
  passcodeFailures: 10,
};

export interface AppContext {
  database: Database;
  db: Db;
  config: ServerConfig;
  clock: Clock;
  mailer: Mailer;
  limits: Limits;
  log: FastifyBaseLogger;
}
