/**
 * The setup wizard's onboarding details (002 §7; 001's onboarding/update-selected-title): the title a member picked
 * to watch first and the account's streaming services. The pick is kept as the member's latest
 * 'onboarding_selected_title' event for the marketing e-mail platform (the iterable_events log: no new table,
 * docs/decisions/0110); the services come from the profiles' selected catalogs and the linked services.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { detailResponse, onboardingDetails, SELECTED_TITLE_UNKNOWN, selectedTitleUpdate, type OnboardingService } from '@sift/contracts';
import { catalogs, iterableEvents, profiles, serviceCredentials, streamingServices, works } from '../db/schema';
import { fieldError } from '../http/errors';
import { baseUrl } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodReply, type ZodRequest } from '../http/route-layer';
import { SUMMARY_COLUMNS, summariesOf } from '../catalogue/works.service';

const SELECTED_TITLE_EVENT = 'onboarding_selected_title';

const updateSelectedTitleSchema = {
  summary: 'Remember the title the member picked to watch first in setup (v3 pick-a-title).',
  tags: ['membership'],
  body: selectedTitleUpdate,
  response: { 201: detailResponse },
};
async function updateSelectedTitle(request: ZodRequest<typeof updateSelectedTitleSchema>, reply: ZodReply<typeof updateSelectedTitleSchema>) {
  const ctx = ctxOf(request);
  const [work] = await ctx.db.select({ id: works.id }).from(works).where(eq(works.id, request.body.work_id));
  if (!work) throw fieldError('work_id', SELECTED_TITLE_UNKNOWN);
  await ctx.db.insert(iterableEvents).values({
    userId: userOf(request).id,
    event: SELECTED_TITLE_EVENT,
    extras: { work_id: work.id },
    createdAt: new Date(ctx.clock.now()),
  });
  return reply.code(201).send({ detail: 'Title selected.' });
}

const getOnboardingDetailsSchema = {
  summary:
    "The title picked in setup (selected_title_details, null before one is picked) and the account's streaming services (user_services: chosen in a profile's selected catalogs or linked, with linked true for the linked ones).",
  tags: ['membership'],
  response: { 200: onboardingDetails },
};
async function getOnboardingDetails(request: ZodRequest<typeof getOnboardingDetailsSchema>) {
  const ctx = ctxOf(request);
  const userId = userOf(request).id;
  const [picked] = await ctx.db
    .select({ extras: iterableEvents.extras })
    .from(iterableEvents)
    .where(and(eq(iterableEvents.userId, userId), eq(iterableEvents.event, SELECTED_TITLE_EVENT)))
    .orderBy(desc(iterableEvents.id))
    .limit(1);
  const workId = Number((picked?.extras as { work_id?: unknown } | undefined)?.work_id);
  const rows = Number.isInteger(workId) ? await ctx.db.select(SUMMARY_COLUMNS).from(works).where(eq(works.id, workId)) : [];
  const [selected] = rows.length ? await summariesOf(ctx, baseUrl(ctx, request), rows) : [];

  const chosenCatalogs = new Set(
    (await ctx.db.select({ selected: profiles.selectedCatalogs }).from(profiles).where(eq(profiles.userId, userId))).flatMap((p) => p.selected),
  );
  const linked = new Set(
    (await ctx.db.select({ serviceId: serviceCredentials.serviceId }).from(serviceCredentials).where(eq(serviceCredentials.userId, userId))).map((c) => c.serviceId),
  );
  const chosenServices = chosenCatalogs.size
    ? (await ctx.db.select({ serviceId: catalogs.serviceId }).from(catalogs).where(inArray(catalogs.id, [...chosenCatalogs]))).map((c) => c.serviceId)
    : [];
  const serviceIds = [...new Set([...chosenServices, ...linked])];
  const services = serviceIds.length
    ? await ctx.db
        .select({ id: streamingServices.id, slug: streamingServices.slug, name: streamingServices.name, order: streamingServices.displayOrderLinking })
        .from(streamingServices)
        .where(inArray(streamingServices.id, serviceIds))
    : [];
  const userServices: OnboardingService[] = services
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((s) => ({ id: s.id, slug: s.slug, name: s.name, linked: linked.has(s.id) }));
  return { selected_title_details: selected ?? null, user_services: userServices };
}

export function onboardingRoutes(app: ZodApp) {
  app.post('/onboarding/update-selected-title/', { schema: updateSelectedTitleSchema, config: { auth: 'user' } }, updateSelectedTitle);
  app.get('/onboarding/details/', { schema: getOnboardingDetailsSchema, config: { auth: 'user' } }, getOnboardingDetails);
}
