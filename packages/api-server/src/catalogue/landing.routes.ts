/** Landing and reference data (000 §7): plans, services, catalogs, FAQs, the filter tree, promos, sharing. */
import { asc, eq } from 'drizzle-orm';
import {
  catalog as catalogSchema,
  faq as faqSchema,
  listQuery,
  normalisePromoCode,
  paged as pagedSchema,
  promo as promoSchema,
  promoQuery,
  PROMO_EMPTY,
  PROMO_NOT_FOUND,
  sharing as sharingSchema,
  streamingService,
  subscriptionPlan,
  tagCategory,
} from '@sift/contracts';
import { catalogs, faqs, sharingProgram, streamingServices, subscriptionPlans, tagCategories, users } from '../db/schema';
import { creditDueReferralRewards, referralSummary } from '../billing/credit.service';
import { detailError, fieldError, notFound } from '../http/errors';
import { allOf, baseUrl, listFilters, listOrdering, pagedList, type ListFields } from '../http/list-query';
import { ctxOf, userOf, type ZodApp, type ZodRequest } from '../http/route-layer';
import { planView, promoView, validPromo } from '../billing/plans';
import { catalogView, serviceView } from './catalogue-view';

const PLAN_FIELDS: ListFields = {
  id: { column: subscriptionPlans.id, kind: 'int' },
  price: { column: subscriptionPlans.price, kind: 'int' },
  billing_frequency: { column: subscriptionPlans.billingFrequency, kind: 'string' },
  tier_level: { column: subscriptionPlans.tierLevel, kind: 'int' },
  title: { column: subscriptionPlans.title, kind: 'string' },
};
const SERVICE_FIELDS: ListFields = {
  id: { column: streamingServices.id, kind: 'int' },
  slug: { column: streamingServices.slug, kind: 'string' },
  name: { column: streamingServices.name, kind: 'string' },
  display_order_linking: { column: streamingServices.displayOrderLinking, kind: 'int' },
};
const CATALOG_FIELDS: ListFields = {
  id: { column: catalogs.id, kind: 'int' },
  slug: { column: catalogs.slug, kind: 'string' },
  service_id: { column: catalogs.serviceId, kind: 'int' },
  display_order: { column: catalogs.displayOrder, kind: 'int' },
};

const listSubscriptionPlansSchema = {
  summary: 'Subscription plans, by price ascending (list conventions on id, price, billing_frequency, tier_level, title).',
  tags: ['catalogue'],
  querystring: listQuery,
  response: { 200: pagedSchema(subscriptionPlan) },
};
async function listSubscriptionPlans(request: ZodRequest<typeof listSubscriptionPlansSchema>) {
  const ctx = ctxOf(request);
  const query = request.query;
  const rows = await ctx.db
    .select()
    .from(subscriptionPlans)
    .where(allOf(listFilters(query, PLAN_FIELDS)))
    .orderBy(...listOrdering(query.ordering, PLAN_FIELDS), asc(subscriptionPlans.price), asc(subscriptionPlans.id));
  return pagedList(
    ctx,
    request,
    rows.map(planView),
    query,
  );
}

const listStreamingServicesSchema = {
  summary: 'Streaming services with their catalogs, by linking order.',
  tags: ['catalogue'],
  querystring: listQuery,
  response: { 200: pagedSchema(streamingService) },
};
async function listStreamingServices(request: ZodRequest<typeof listStreamingServicesSchema>) {
  const ctx = ctxOf(request);
  const query = request.query;
  const base = baseUrl(ctx, request);
  const services = await ctx.db
    .select()
    .from(streamingServices)
    .where(allOf(listFilters(query, SERVICE_FIELDS)))
    .orderBy(...listOrdering(query.ordering, SERVICE_FIELDS), asc(streamingServices.displayOrderLinking));
  const allCatalogs = await ctx.db.select().from(catalogs).orderBy(asc(catalogs.displayOrder));
  return pagedList(
    ctx,
    request,
    services.map((s) => serviceView(base, ctx.config.siteOrigins[0], s, allCatalogs.filter((c) => c.serviceId === s.id), ctx.config.linking.serviceSignInUrls)),
    query,
  );
}

const listCatalogsSchema = {
  summary: 'Catalogs (a service may have several: Prime Video add-on channels have slugs containing amazon-channels).',
  tags: ['catalogue'],
  querystring: listQuery,
  response: { 200: pagedSchema(catalogSchema) },
};
async function listCatalogs(request: ZodRequest<typeof listCatalogsSchema>) {
  const ctx = ctxOf(request);
  const query = request.query;
  const base = baseUrl(ctx, request);
  const rows = await ctx.db
    .select()
    .from(catalogs)
    .where(allOf(listFilters(query, CATALOG_FIELDS)))
    .orderBy(...listOrdering(query.ordering, CATALOG_FIELDS), asc(catalogs.displayOrder));
  return pagedList(ctx, request, rows.map((c) => catalogView(base, c)), query);
}

const listFaqsSchema = {
  summary: 'Landing FAQ items.',
  tags: ['catalogue'],
  querystring: listQuery,
  response: { 200: pagedSchema(faqSchema) },
};
async function listFaqs(request: ZodRequest<typeof listFaqsSchema>) {
  const ctx = ctxOf(request);
  const query = request.query;
  const rows = await ctx.db.select().from(faqs).orderBy(asc(faqs.ordering));
  return pagedList(ctx, request, rows.map(({ slug, question, answer }) => ({ slug, question, answer })), query);
}

const listTagCategoriesSchema = {
  summary: 'The filter-category tree: top-level categories first, each with the ids of its children.',
  tags: ['catalogue'],
  querystring: listQuery,
  response: { 200: pagedSchema(tagCategory) },
};
async function listTagCategories(request: ZodRequest<typeof listTagCategoriesSchema>) {
  const ctx = ctxOf(request);
  const query = request.query;
  const rows = await ctx.db.select().from(tagCategories);
  const list = rows
    .map((c) => ({
      id: c.id,
      parent_id: c.parentId,
      display_title: c.displayTitle,
      ordering: c.ordering,
      default_type: c.defaultType,
      children: rows
        .filter((child) => child.parentId === c.id)
        .sort((a, b) => a.ordering - b.ordering)
        .map((child) => child.id),
    }))
    .sort((a, b) => (a.parent_id ?? 0) - (b.parent_id ?? 0) || a.ordering - b.ordering);
  return pagedList(ctx, request, list, query);
}

const getSubscriptionPromoSchema = {
  summary: 'A promo by code (non-word characters are stripped, case-insensitive); 404 when unknown or expired.',
  tags: ['catalogue'],
  querystring: promoQuery,
  response: { 200: promoSchema },
};
async function getSubscriptionPromo(request: ZodRequest<typeof getSubscriptionPromoSchema>) {
  const ctx = ctxOf(request);
  if (!normalisePromoCode(request.query.code ?? '')) throw fieldError('code', PROMO_EMPTY);
  const promo = await validPromo(ctx, request.query.code ?? '');
  if (!promo) throw detailError(404, PROMO_NOT_FOUND);
  return promoView(promo);
}

const getSharingSchema = {
  summary: "The referral programme with the signed-in user's own link.",
  tags: ['membership'],
  response: { 200: sharingSchema },
};
async function getSharing(request: ZodRequest<typeof getSharingSchema>) {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const [program] = await ctx.db.select().from(sharingProgram).where(eq(sharingProgram.id, 1));
  const [me] = await ctx.db.select({ code: users.referralCode }).from(users).where(eq(users.id, user.id));
  if (!program || !me) throw notFound();
  // Rewards an earlier failure left uncredited are tried again whenever the member looks (account area).
  await creditDueReferralRewards(ctx, user.id).catch((error: unknown) => ctx.log.error({ err: error }, 'referral rewards failed'));
  return {
    link: `${ctx.config.siteOrigins[0]}/?rupi=${me.code}`,
    image_url: `${baseUrl(ctx, request)}${program.imagePath}`,
    title: program.title,
    description: program.description,
    rewards_title: program.rewardsTitle,
    rewards_help_text: program.rewardsHelpText,
    ends_at: program.endsAt?.toISOString() ?? null,
    ends_rewards_at: program.endsRewardsAt?.toISOString() ?? null,
    rewards: await referralSummary(ctx, user.id),
  };
}

export function landingRoutes(app: ZodApp) {
  app.get('/subscription-plans/', { schema: listSubscriptionPlansSchema, config: { auth: 'none' } }, listSubscriptionPlans);
  app.get('/streaming-services/', { schema: listStreamingServicesSchema, config: { auth: 'none' } }, listStreamingServices);
  app.get('/catalogs/', { schema: listCatalogsSchema, config: { auth: 'none' } }, listCatalogs);
  app.get('/faqs/', { schema: listFaqsSchema, config: { auth: 'none' } }, listFaqs);
  app.get('/tag-categories/', { schema: listTagCategoriesSchema, config: { auth: 'none' } }, listTagCategories);
  app.get('/subscription-promos/', { schema: getSubscriptionPromoSchema, config: { auth: 'none' } }, getSubscriptionPromo);
  app.get('/sharing/', { schema: getSharingSchema, config: { auth: 'user' } }, getSharing);
}
