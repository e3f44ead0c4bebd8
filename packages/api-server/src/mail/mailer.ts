/**
 * Mail really leaves: through SMTP when SMTP_URL is set; otherwise, outside production, into the outbox
 * (a table shown at /dev/outbox/ and written to the log) so a person or an e2e test can read the code.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { outboxMessages } from '../db/schema';
import { currentRequestId } from '../ops/request-context';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The confirmation code the mail carries, if any (shown separately in the outbox). */
  code?: string;
  /** The link the mail carries, if any. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'none';
  send(message: MailMessage): Promise<void>;
}

export function outboxMailer(db: Db, log: FastifyBaseLogger, now: () => number): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        code: message.code ?? null,
        link: message.link ?? null,
        sentAt: new Date(now()),
      });
      log.info({ mail: { to: message.to, subject: message.subject, code: message.code, link: message.link } }, 'mail to outbox');
    },
  };
}

export async function smtpMailer(url: string, from: string, log: FastifyBaseLogger): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      // The request it was sent for (ops/request-context.ts), so a mail can be traced back to the logs.
      const requestId = currentRequestId();
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(requestId && { headers: { 'X-Request-Id': requestId } }),
      });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
  };
}

/** Production without SMTP: nothing can be delivered, and codes must not end up in logs. */
export function noMailer(log: FastifyBaseLogger): Mailer {
  return {
    kind: 'none',
    async send(message) {
      log.warn({ mail: { subject: message.subject } }, 'mail not sent: SMTP_URL is not configured');
    },
  };
}
