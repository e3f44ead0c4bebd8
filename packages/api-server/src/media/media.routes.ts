/** The demo DASH streams (packages/demo-media/media) at /media/, with Range support and the right types. */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';

const CONTENT_TYPES: Record<string, string> = {
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.vtt': 'text/vtt',
};

export async function registerMediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const root = path.join(ctx.config.demoMediaDir, 'media');
  if (!fs.existsSync(root)) {
    ctx.log.info({ root }, 'no demo media folder: /media/ answers 404 until it exists and the server restarts');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    acceptRanges: true,
    index: false,
    list: false,
    setHeaders: (reply, file) => {
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
      if (type) reply.header('content-type', type);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
}
