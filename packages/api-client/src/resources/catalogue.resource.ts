import {
  type Catalog,
  catalog,
  type Faq,
  faq,
  type Paged,
  type StreamingService,
  streamingService,
  type SubscriptionPlan,
  subscriptionPlan,
  type TagCategory,
  tagCategory,
  type TagSet,
  tagSet,
  type Work,
  type WorkPoster,
  type WorkSummary,
  type WorkType,
  type WorksQuery,
  work,
  workSummary,
} from '@sift/contracts';
import type { ApiRequester } from '../request';
import type { ListQuery } from '../list-query';
import { listOf, pagedOf } from '../response-schema';
import { segment } from '../api-path';
import { posterPage, workPage } from './answer-schemas';

/** Query of GET content/v2/works/top-shows/; lists are comma-joined. */
export interface TopShowsQuery {
  limit?: number;
  services?: readonly number[] | string;
  catalogs?: readonly number[] | string;
  type?: WorkType;
}

const subscriptionPlanList = listOf(subscriptionPlan);
const streamingServiceList = listOf(streamingService);
const catalogList = listOf(catalog);
const faqList = listOf(faq);
const tagCategoryList = listOf(tagCategory);
const workSummaryList = listOf(workSummary);

/** Landing data, works and tag sets (spec 000 §7, 001 §7). */
export function catalogueResource(http: ApiRequester) {
  return {
    /** GET subscription-plans/ */
    subscriptionPlans: (): Promise<SubscriptionPlan[]> =>
      http.get('subscription-plans/', { schema: subscriptionPlanList }),
    /** GET streaming-services/ (each with its catalogs) */
    streamingServices: (): Promise<StreamingService[]> =>
      http.get('streaming-services/', { schema: streamingServiceList }),
    /** GET catalogs/ */
    catalogs: (): Promise<Catalog[]> => http.get('catalogs/', { schema: catalogList }),
    /** GET faqs/ */
    faqs: (): Promise<Faq[]> => http.get('faqs/', { schema: faqList }),
    /** GET tag-categories/ (the filter-category tree) */
    tagCategories: (): Promise<TagCategory[]> => http.get('tag-categories/', { schema: tagCategoryList }),
    /** GET content/v2/works/ -> a page of works. `list` adds generic filters (where/min/max/in/orderBy). */
    works: (query: WorksQuery = {}, list?: ListQuery): Promise<Paged<WorkSummary>> =>
      http.get('content/v2/works/', { params: query, list, schema: workPage }),
    /** GET content/v2/works/?view=poster -> a page of works as posters (a poster grid: about a tenth of the bytes). */
    workPosters: (query: Omit<WorksQuery, 'view'> = {}, list?: ListQuery): Promise<Paged<WorkPoster>> =>
      http.get('content/v2/works/', { params: { ...query, view: 'poster' }, list, schema: posterPage }),
    /** GET content/v2/works/top-shows/ */
    topShows: (query: TopShowsQuery = {}): Promise<WorkSummary[]> =>
      http.get('content/v2/works/top-shows/', { params: { ...query }, schema: workSummaryList }),
    /** GET content/v2/works/{slug}/ */
    work: (slug: string): Promise<Work> => http.get(`content/v2/works/${segment(slug)}/`, { schema: work }),
    /** GET tag-sets/{id}/ */
    tagSet: (id: number): Promise<TagSet> => http.get(`tag-sets/${segment(id)}/`, { schema: tagSet }),
  };
}
export type CatalogueResource = ReturnType<typeof catalogueResource>;
