/**
 * GET /dev/jobs/ (development only, and only to a caller on this machine, like the outbox and the clock): how many
 * jobs wait or run in every process, so a person or a test that moved the clock can wait for the workers to finish.
 * POST /dev/jobs/drain/ runs every due job in this process until none is left (a test's "let the queue run").
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { onlyLocalCallers } from '../http/local-caller';

export function registerDevJobsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/dev/jobs/', { onRequest: onlyLocalCallers }, async function devJobs() {
    return { pending: await ctx.jobs.pending(), working: ctx.jobs.working };
  });
  app.post('/dev/jobs/drain/', { onRequest: onlyLocalCallers }, async function drainDevJobs() {
    await ctx.jobs.send('billing.tick', {});
    return { ran: await ctx.jobs.drain() };
  });
}
