/**
 * The discover query (001 §2): type, order_by, category, maturities, my_services, catalogs. Parsing keeps only what
 * the screen can show: catalogs and maturities keep their integer entries, an unknown order_by falls back to the
 * first option, an unknown type or category is dropped, my_services only for members. Entering with anything else
 * redirects to the normalised query.
 */
export interface DiscoverQuery {
  type?: 'movie' | 'show';
  order_by?: string;
  category?: string;
  maturities: number[];
  my_services: boolean;
  catalogs: number[];
}

export interface DiscoverOptions {
  /** order_by values, the default first (content/v2/work-parameters). */
  orders: readonly string[];
  categories: readonly string[];
  /** Members have My Services; visitors do not (001 §1). */
  member: boolean;
}

export const EMPTY_QUERY: DiscoverQuery = { maturities: [], my_services: false, catalogs: [] };

const integers = (raw: string | null): number[] =>
  [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter((s) => /^-?\d{1,9}$/.test(s)).map(Number))];

export function parseDiscoverQuery(params: URLSearchParams, options: DiscoverOptions): DiscoverQuery {
  const type = params.get('type');
  const order = params.get('order_by');
  const category = params.get('category');
  return {
    ...(type === 'movie' || type === 'show' ? { type } : {}),
    ...(order !== null ? { order_by: options.orders.includes(order) ? order : options.orders[0] } : {}),
    ...(category && options.categories.includes(category) ? { category } : {}),
    maturities: integers(params.get('maturities')),
    my_services: options.member && params.get('my_services') === 'true',
    catalogs: integers(params.get('catalogs')),
  };
}

/** The query as search parameters, in one order, without empty entries. */
export function discoverSearch(query: DiscoverQuery): Record<string, string> {
  return {
    ...(query.type && { type: query.type }),
    ...(query.order_by && { order_by: query.order_by }),
    ...(query.category && { category: query.category }),
    ...(query.maturities.length && { maturities: query.maturities.join(',') }),
    ...(query.my_services && { my_services: 'true' }),
    ...(query.catalogs.length && { catalogs: query.catalogs.join(',') }),
  };
}

/** The normalised search string when `params` is not normalised, else null (001 §2: redirect to it). */
export function normalisedSearch(params: URLSearchParams, options: DiscoverOptions): string | null {
  const normal = new URLSearchParams(discoverSearch(parseDiscoverQuery(params, options))).toString();
  return normal === params.toString() ? null : normal;
}

/** The works-list query for a discover query. */
export function worksQueryOf(query: DiscoverQuery) {
  return {
    ...(query.type && { type: query.type }),
    ...(query.order_by && { order_by: query.order_by }),
    ...(query.category && { category: query.category }),
    ...(query.maturities.length && { maturities: query.maturities.join(',') }),
    ...(query.my_services && { my_services: 'true' }),
    ...(query.catalogs.length && { catalogs: query.catalogs.join(',') }),
  };
}

export const isFiltered = (query: DiscoverQuery) => Object.keys(discoverSearch(query)).length > 0;
