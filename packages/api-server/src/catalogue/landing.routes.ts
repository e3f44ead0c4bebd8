/** Landing and reference data (000 §7): plans, services, catalogs, FAQs, the filter tree, promos, sharing. */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  catalog as catalogSchema,
  faq as faqSchema,
  normalisePromoCode,
  paged as pagedSchema,
  promo as promoSchema,
  PROMO_EMPTY,
  PROMO_NOT_FOUND,
  sharing as sharingSchema,
  streamingService,
  subscriptionPlan,
  tagCategory,
  type Coupon,
} from '@sift/contracts';
import { catalogs, faqs, promos, sharingProgram, streamingServices, subscriptionPlans, tagCategories, users } from '../db/schema';
import { detailError, fieldError, notFound } from '../http/errors';
import { allOf, baseUrl, listFilters, listOrdering, pagedList, type ListFields } from '../http/list-query';
import { defineRoute } from '../http/route';
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

export const landingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/subscription-plans/',
    summary: 'Subscription plans, by price ascending (list conventions on id, price, billing_frequency, tier_level, title).',
    tag: 'catalogue',
    auth: 'none',
    responses: { 200: pagedSchema(subscriptionPlan) },
    handler: async ({ ctx, request, query }) => {
      const rows = await ctx.db
        .select()
        .from(subscriptionPlans)
        .where(allOf(listFilters(query, PLAN_FIELDS)))
        .orderBy(...listOrdering(query.ordering, PLAN_FIELDS), asc(subscriptionPlans.price), asc(subscriptionPlans.id));
      return pagedList(
        ctx,
        request,
        rows.map((p) => ({
          id: p.id,
          price: p.price,
          billing_frequency: p.billingFrequency,
          tier_level: p.tierLevel,
          title: p.title,
          title_display: p.titleDisplay,
          highlight_text: p.highlightText,
          requires_billing_info: p.requiresBillingInfo,
          stripe_price_lookup_key: p.stripePriceLookupKey,
        })),
        query,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/streaming-services/',
    summary: 'Streaming services with their catalogs, by linking order.',
    tag: 'catalogue',
    auth: 'none',
    responses: { 200: pagedSchema(streamingService) },
    handler: async ({ ctx, request, query }) => {
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
        services.map((s) => serviceView(base, ctx.config.siteOrigins[0], s, allCatalogs.filter((c) => c.serviceId === s.id))),
        query,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/catalogs/',
    summary: 'Catalogs (a service may have several: Prime Video add-on channels have slugs containing amazon-channels).',
    tag: 'catalogue',
    auth: 'none',
    responses: { 200: pagedSchema(catalogSchema) },
    handler: async ({ ctx, request, query }) => {
      const base = baseUrl(ctx, request);
      const rows = await ctx.db
        .select()
        .from(catalogs)
        .where(allOf(listFilters(query, CATALOG_FIELDS)))
        .orderBy(...listOrdering(query.ordering, CATALOG_FIELDS), asc(catalogs.displayOrder));
      return pagedList(ctx, request, rows.map((c) => catalogView(base, c)), query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/faqs/',
    summary: 'Landing FAQ items.',
    tag: 'catalogue',
    auth: 'none',
    responses: { 200: pagedSchema(faqSchema) },
    handler: async ({ ctx, request, query }) => {
      const rows = await ctx.db.select().from(faqs).orderBy(asc(faqs.ordering));
      return pagedList(ctx, request, rows.map(({ slug, question, answer }) => ({ slug, question, answer })), query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/tag-categories/',
    summary: 'The filter-category tree: top-level categories first, each with the ids of its children.',
    tag: 'catalogue',
    auth: 'none',
    responses: { 200: pagedSchema(tagCategory) },
    handler: async ({ ctx, request, query }) => {
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
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/subscription-promos/',
    summary: 'A promo by code (non-word characters are stripped, case-insensitive); 404 when unknown or expired.',
    tag: 'catalogue',
    auth: 'none',
    query: z.object({ code: z.string().optional() }),
    responses: { 200: promoSchema },
    handler: async ({ ctx, query }) => {
      const code = normalisePromoCode(query.code ?? '').toLowerCase();
      if (!code) throw fieldError('code', PROMO_EMPTY);
      const now = new Date(ctx.clock.now());
      const [p] = await ctx.db
        .select()
        .from(promos)
        .where(
          and(
            eq(sql`lower(${promos.code})`, code),
            or(isNull(promos.startsAt), lte(promos.startsAt, now)),
            or(isNull(promos.expiresAt), gt(promos.expiresAt, now)),
          ),
        );
      if (!p) throw detailError(404, PROMO_NOT_FOUND);
      return {
        code: p.code,
        deal_message: p.dealMessage,
        use_message: p.useMessage,
        trial_period_days: p.trialPeriodDays,
        coupon: (p.coupon as Coupon | null) ?? null,
        price: p.price,
        duration: p.duration,
        messaging: p.messaging,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/sharing/',
    summary: "The referral programme with the signed-in user's own link.",
    tag: 'membership',
    auth: 'user',
    responses: { 200: sharingSchema },
    handler: async ({ ctx, request, user }) => {
      const [program] = await ctx.db.select().from(sharingProgram).where(eq(sharingProgram.id, 1));
      const [me] = await ctx.db.select({ code: users.referralCode }).from(users).where(eq(users.id, user!.id));
      if (!program || !me) throw notFound();
      return {
        link: `${ctx.config.siteOrigins[0]}/?rupi=${me.code}`,
        image_url: `${baseUrl(ctx, request)}${program.imagePath}`,
        title: program.title,
        description: program.description,
        rewards_title: program.rewardsTitle,
        rewards_help_text: program.rewardsHelpText,
        ends_at: program.endsAt?.toISOString() ?? null,
        ends_rewards_at: program.endsRewardsAt?.toISOString() ?? null,
      };
    },
  }),
];
