export type QueryScalar = string | number | boolean;

export interface OrderByField {
  field: string;
  direction: 'asc' | 'desc';
}
export type OrderBy = string | OrderByField;

/** A list query in the words of spec 000 §7 (where, min, max, in, orderBy); see toSearchParams. */
export interface ListQuery {
  /** field equals value: `field=value`. */
  where?: Record<string, QueryScalar | undefined>;
  /** lower bound, field >= value: `min_field=value` (docs/decisions/0008-list-query-bounds.md). */
  min?: Record<string, number | string | undefined>;
  /** upper bound, field <= value: `max_field=value`. */
  max?: Record<string, number | string | undefined>;
  /** field is one of: `field=a,b,c`. An empty list adds nothing (the same as leaving it out). */
  in?: Record<string, readonly (string | number)[] | undefined>;
  /** `ordering=field`, `ordering=-field` for descending; several are comma-joined. A string may carry its own '-'. */
  orderBy?: OrderBy | readonly OrderBy[];
  limit?: number;
  offset?: number;
}

/** Turns a ListQuery into the search params the API reads (docs/api-paths.md). Undefined values are left out. */
export function toSearchParams(query: ListQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, value] of definedEntries(query.where)) params.append(field, String(value));
  for (const [field, value] of definedEntries(query.min)) params.append(`min_${field}`, String(value));
  for (const [field, value] of definedEntries(query.max)) params.append(`max_${field}`, String(value));
  for (const [field, values] of definedEntries(query.in)) {
    if (values.length > 0) params.append(field, values.join(','));
  }
  if (query.orderBy !== undefined) {
    const fields = (Array.isArray(query.orderBy) ? query.orderBy : [query.orderBy]) as readonly OrderBy[];
    const ordering = fields.map(orderingOf).filter(Boolean).join(',');
    if (ordering) params.append('ordering', ordering);
  }
  if (query.limit !== undefined) params.append('limit', String(query.limit));
  if (query.offset !== undefined) params.append('offset', String(query.offset));
  return params;
}

function orderingOf(order: OrderBy): string {
  if (typeof order === 'string') return order;
  return order.direction === 'desc' ? `-${order.field}` : order.field;
}

function definedEntries<V>(record: Record<string, V | undefined> | undefined): [string, V][] {
  return Object.entries(record ?? {}).filter((entry): entry is [string, V] => entry[1] !== undefined);
}
