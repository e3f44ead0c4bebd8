/** Mail sent after the answer, as jobs (docs/decisions/0061): a crash after the answer loses no mail. */
import type { AppContext } from '../http/context';
import type { MailMessage } from './mailer';

/** Queues a mail; the request answers once the job is stored. */
export async function sendAfterAnswer(ctx: AppContext, message: MailMessage): Promise<void> {
  await ctx.jobs.send('mail.send', { message });
}

export const mailJobHandlers = {
  'mail.send': (ctx: AppContext, data: { message: MailMessage }) => ctx.mailer.send(data.message),
};
