/** Generated images (docs/api-paths.md /images/...): posters, backdrops, avatars, service and catalog logos. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRODUCT_NAME } from '@sift/contracts';
import { works } from '../db/schema';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { ALL_CATALOGS, AVATARS, STREAMING_SERVICES } from '../reference-data';
import { avatarSvg, backdropSvg, logoSvg, posterSvg } from './svg';

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'public, max-age=86400')
    // Images are embedded by the site on its own origin.
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(svg);
}

/** The name in `<name>.svg`: slugs only, so a NUL byte or any other odd character is a missing image, not a query. */
const svgName = (file: string) => {
  const match = /^([a-z0-9][a-z0-9-]*)\.svg$/i.exec(file);
  if (!match) throw notFound();
  return match[1];
};

export function registerImageRoutes(app: FastifyInstance, ctx: AppContext) {
  const workBySlug = async (slug: string) => {
    const [w] = await ctx.db.select({ title: works.title, year: works.year, subtitle: works.subtitle }).from(works).where(eq(works.slug, slug));
    if (!w) throw notFound();
    return w;
  };
  app.get('/images/posters/:file', async function posterImage(request, reply) {
    const w = await workBySlug(svgName((request.params as { file: string }).file));
    return sendSvg(reply, posterSvg(w.title, w.subtitle ?? (w.year ? String(w.year) : '')));
  });
  app.get('/images/backdrops/:file', async function backdropImage(request, reply) {
    const w = await workBySlug(svgName((request.params as { file: string }).file));
    return sendSvg(reply, backdropSvg(w.title));
  });
  app.get('/images/avatars/:file', async function avatarImage(request, reply) {
    const a = AVATARS.find((x) => x.slug === svgName((request.params as { file: string }).file));
    if (!a) throw notFound();
    return sendSvg(reply, avatarSvg(a.slug, a.color));
  });
  app.get('/images/services/:file', async function serviceLogo(request, reply) {
    const name = svgName((request.params as { file: string }).file).replace(/-linking$/, '');
    const s = STREAMING_SERVICES.find((x) => x.slug === name);
    if (!s) throw notFound();
    return sendSvg(reply, logoSvg(s.name, s.color));
  });
  app.get('/images/catalogs/:file', async function catalogLogo(request, reply) {
    const c = ALL_CATALOGS.find((x) => x.slug === svgName((request.params as { file: string }).file));
    if (!c) throw notFound();
    return sendSvg(reply, logoSvg(c.name, c.color));
  });
  app.get('/images/sharing.svg', async function sharingImage(_request, reply) {
    return sendSvg(reply, backdropSvg(`${PRODUCT_NAME}: share the filters`));
  });
}
