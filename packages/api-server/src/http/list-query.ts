/**
 * The list-query conventions of 000 §7: `field=value` equality, `field=a,b,c` (or `field__in=`) for a comma list,
 * `min_field`/`max_field` for >= and <=, `ordering=field` or `-field`, and `limit`/`offset` paging into
 * {count, next, previous, results}.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyRequest } from 'fastify';
import { INT32_MAX, INT32_MIN, NUL_NOT_ALLOWED, NUMBER_LIMIT, type Paged } from '@sift/contracts';
import type { AppContext } from './context';
import { fieldError } from './errors';

export type FieldKind = 'int' | 'number' | 'string' | 'boolean';
export interface ListField {
  column: PgColumn;
  kind: FieldKind;
  /** Usable in ordering=; default true. */
  orderable?: boolean;
}
export type ListFields = Record<string, ListField>;

const INVALID: Record<FieldKind, string> = {
  int: 'A valid integer is required.',
  number: 'A valid number is required.',
  string: 'A valid string is required.',
  boolean: 'Must be a valid boolean.',
};

/** The query string as plain strings: a repeated parameter becomes a comma list (000 §7 `in` filters). */
export function flatQueryString(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parseQueryString(raw))) {
    out[key] = Array.isArray(value) ? value.join(',') : String(value ?? '');
  }
  return out;
}

// Values are bounded like the contracts' schemas (int4 columns, finite floats, no NUL): bad input is a 400.
function convert(param: string, raw: string, kind: FieldKind): string | number | boolean {
  const value = raw.trim();
  if (kind === 'int') {
    const n = Number(value);
    if (!/^-?\d{1,10}$/.test(value) || n > INT32_MAX || n < INT32_MIN) throw fieldError(param, INVALID.int);
    return n;
  }
  if (kind === 'number') {
    const n = Number(value);
    if (value === '' || !Number.isFinite(n) || Math.abs(n) > NUMBER_LIMIT) throw fieldError(param, INVALID.number);
    return n;
  }
  if (value.includes('\u0000')) throw fieldError(param, NUL_NOT_ALLOWED);
  if (kind === 'boolean') {
    if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
    throw fieldError(param, INVALID.boolean);
  }
  return value;
}

/** The field a query names, own properties only: `constructor` or `__proto__` are not fields (they were a 500). */
const fieldOf = (fields: ListFields, name: string): ListField | undefined => (Object.hasOwn(fields, name) ? fields[name] : undefined);

/** Where-conditions for the query's filters on `fields`; unknown parameters are ignored. */
export function listFilters(query: Record<string, string>, fields: ListFields): SQL[] {
  const conditions: SQL[] = [];
  for (const [param, raw] of Object.entries(query)) {
    const bound = /^(min|max)_(.+)$/.exec(param);
    const boundField = bound ? fieldOf(fields, bound[2]) : undefined;
    if (bound && boundField && boundField.kind !== 'boolean' && boundField.kind !== 'string') {
      const field = boundField;
      const value = convert(param, raw, field.kind);
      conditions.push(bound[1] === 'min' ? gte(field.column, value) : lte(field.column, value));
      continue;
    }
    const name = param.endsWith('__in') ? param.slice(0, -4) : param;
    const field = fieldOf(fields, name);
    if (!field) continue;
    const parts = raw.split(',').filter((p) => p.trim() !== '');
    if (parts.length === 0) continue;
    const values = parts.map((p) => convert(param, p, field.kind));
    conditions.push(values.length === 1 ? eq(field.column, values[0]) : inArray(field.column, values as never[]));
  }
  return conditions;
}

/** Order-by terms for `ordering=a,-b`; 400 on an unknown field. */
export function listOrdering(raw: string | undefined, fields: ListFields): SQL[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
    .map((term) => {
      const descending = term.startsWith('-');
      const field = fieldOf(fields, descending ? term.slice(1) : term);
      if (!field || field.orderable === false) throw fieldError('ordering', `Unknown ordering field: ${term}`);
      // NULLS LAST both ways: unknown values sort at the end, and a descending order matches the indexes drizzle
      // writes for `.desc()` (DESC NULLS LAST); plain DESC means NULLS FIRST and could not use them.
      return descending ? sql`${field.column} desc nulls last` : asc(field.column);
    });
}

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(query: Record<string, string>, defaultLimit: number, maxLimit = 100): Page {
  const parse = (name: string, fallback: number, min: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < min) throw fieldError(name, INVALID.int);
    return Number(raw);
  };
  return { limit: Math.min(parse('limit', defaultLimit, 1), maxLimit), offset: parse('offset', 0, 0) };
}

const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The absolute base of links in answers. Production always has SIFT_PUBLIC_URL (the start refuses without it),
 * so a client's Host header never reaches a link there; in development a well-formed Host is used (a site on
 * another machine of the network may call the API), anything else falls back to the listening address.
 */
export function baseUrl(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const host = HOST_PATTERN.test(request.host) ? request.host : `${ctx.config.host}:${ctx.config.port}`;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/** The paged answer, with next/previous links that keep every other query parameter. */
export function paged<T>(ctx: AppContext, request: FastifyRequest, results: T[], count: number, page: Page): Paged<T> {
  const link = (offset: number) => {
    // The request's path and query on the configured base: never a host or scheme the request itself names.
    const url = new URL(`${baseUrl(ctx, request)}/${request.url.replace(/^\/+/, '')}`);
    url.searchParams.set('limit', String(page.limit));
    if (offset > 0) url.searchParams.set('offset', String(offset));
    else url.searchParams.delete('offset');
    return url.toString();
  };
  return {
    count,
    next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
    results,
  };
}

/** Pages an in-memory list (small reference lists: plans, FAQs, categories). */
export function pagedList<T>(ctx: AppContext, request: FastifyRequest, all: T[], query: Record<string, string>): Paged<T> {
  const page = pageOf(query, 100, 1000);
  return paged(ctx, request, all.slice(page.offset, page.offset + page.limit), all.length, page);
}

export const allOf = (conditions: SQL[]) => (conditions.length ? and(...conditions) : undefined);
