/**
 * Development-only pages that show the outbox. Registered only when mail goes to the outbox (development
 * without SMTP; never in production), and answered only to a caller on this machine: the outbox holds reset
 * links and codes, so anyone who could read it could take over any account (docs/decisions/0012).
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { onlyLocalCallers } from '../http/local-caller';
import { outboxMessages } from '../db/schema';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function readOutbox(ctx: AppContext, to?: string) {
  const rows = await ctx.db
    .select()
    .from(outboxMessages)
    .where(typeof to === 'string' && to ? eq(outboxMessages.to, to.toLowerCase().replace(/\u0000/g, '')) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(200);
  return rows.map((m) => ({ to: m.to, subject: m.subject, text: m.text, code: m.code, link: m.link, sentAt: m.sentAt.toISOString() }));
}

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/dev/outbox.json', { onRequest: onlyLocalCallers }, async function outboxJson(request) {
    const { to } = request.query as { to?: string };
    return readOutbox(ctx, to);
  });
  app.get('/dev/outbox/', { onRequest: onlyLocalCallers }, async function outboxPage(request, reply) {
    const { to } = request.query as { to?: string };
    const messages = await readOutbox(ctx, to);
    const items = messages
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">to ${escapeHtml(m.to)} at ${m.sentAt}</p>` +
          (m.code ? `<p>Code: <strong class="code">${escapeHtml(m.code)}</strong></p>` : '') +
          (m.link ? `<p>Link: <a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : '') +
          `<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sift outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#555}.code{font-size:1.4rem;letter-spacing:.2rem}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (development only)</h1><p>${messages.length} message(s), newest first. JSON: <a href="/dev/outbox.json">/dev/outbox.json</a></p>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
