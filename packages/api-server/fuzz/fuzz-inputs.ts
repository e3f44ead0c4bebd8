/**
 * One fuzz input (schema-fuzzer.ts): a target's path, query and body, one piece of them broken, sent signed in one of
 * several ways (none, a member's token, staff, garbage, the cookie from our origin or a foreign one).
 */
import type { InjectOptions } from 'fastify';
import { COOKIE_NAMES } from '@sift/contracts';
import { BAD_STRINGS, BAD_VALUES, LIST_PARAMS, OVER_MEGABYTE_STRING, sample, type Json, type Rng } from './fuzz-values';
import type { FuzzTarget } from './fuzz-targets';

export interface Credentials {
  /** A signed-in user's token; refreshed by `relogin` when a fuzzed logout or password reset ends it. */
  token: string;
  staffToken: string;
  relogin(): Promise<void>;
}

type AuthVariant = 'none' | 'token' | 'staff' | 'garbage' | 'cookie' | 'cookie-foreign-origin';
const AUTH_VARIANTS: AuthVariant[] = ['none', 'token', 'token', 'token', 'staff', 'garbage', 'cookie', 'cookie-foreign-origin'];

export interface FuzzInput {
  target: FuzzTarget;
  description: string;
  request: InjectOptions;
}

function setPath(target: FuzzTarget, rng: Rng, mutate: boolean): { url: string; note: string } {
  let note = '';
  const url = target.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (mutate && rng.chance(0.7)) {
      const bad = rng.pick(BAD_STRINGS);
      note = `path ${name}=${bad.slice(0, 30)}`;
      return bad;
    }
    if (name === 'file') return rng.pick(['tiny-demo.svg', 'manifest.mpd', 'segment-1.m4s', 'sift.svg', 'avatar-1.svg']);
    return name === 'slug' ? 'tiny-demo' : name === 'email' ? 'fuzz%40example.com' : String(1 + rng.int(5));
  });
  return { url, note };
}

function queryString(target: FuzzTarget, rng: Rng, mutate: boolean): { qs: string; note: string } {
  const parts: string[] = [];
  let note = '';
  for (const param of target.queryParams) {
    if (param.required || rng.chance(0.3)) parts.push(`${encodeURIComponent(param.name)}=${encodeURIComponent(String(sample(param.schema, rng)))}`);
  }
  if (mutate) {
    const pool = target.method === 'GET' ? [...target.queryParams.map((p) => p.name), ...LIST_PARAMS] : target.queryParams.map((p) => p.name);
    const times = 1 + rng.int(3);
    for (let i = 0; i < times && pool.length; i++) {
      const name = rng.pick(pool);
      const value = rng.pick(BAD_STRINGS);
      parts.push(`${encodeURIComponent(name)}=${value}`);
      note += ` query ${name}=${value.slice(0, 30)}`;
    }
  }
  return { qs: parts.length ? `?${parts.join('&')}` : '', note };
}

/** One malformed body (or a well-formed one with one field broken). */
function bodyFor(target: FuzzTarget, rng: Rng): { payload?: string; contentType?: string; note: string } {
  const base = sample(target.body, rng);
  const kind = rng.int(12);
  const object = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, Json>) : {};
  const keys = Object.keys(target.body?.properties ?? {});
  switch (kind) {
    case 0:
      return { payload: rng.pick(['{"a":', '{]', 'nul', '"unterminated', '{"a":1}{"b":2}', '\u0000', '{"a":1,}']), contentType: 'application/json', note: 'bad JSON' };
    case 1:
      return {
        payload: JSON.stringify(base),
        contentType: rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16']),
        note: 'wrong content type',
      };
    case 2:
      return { payload: JSON.stringify(rng.pick([[], 1, 'text', null, true, [base]] as Json[])), contentType: 'application/json', note: 'non-object body' };
    case 3: {
      if (!keys.length) return { payload: JSON.stringify(base), contentType: 'application/json', note: 'valid-looking body' };
      const key = rng.pick(keys);
      const { [key]: _dropped, ...rest } = object;
      return { payload: JSON.stringify(rest), contentType: 'application/json', note: `missing ${key}` };
    }
    case 4: {
      const extra = rng.pick(['__proto__', 'constructor', 'prototype', 'is_staff', 'isStaff', 'user_id', 'id', 'account_id', 'extra']);
      const text = JSON.stringify(object).replace(/^\{/, `{${JSON.stringify(extra)}:${JSON.stringify(rng.pick(BAD_VALUES))}${Object.keys(object).length ? ',' : ''}`);
      return { payload: text, contentType: 'application/json', note: `extra ${extra}` };
    }
    case 5:
      return { payload: JSON.stringify(base), contentType: 'application/json', note: 'valid-looking body' };
    case 6:
      return { payload: OVER_MEGABYTE_STRING, contentType: 'application/json', note: 'over 1 MB' };
    default: {
      // One field (possibly nested) replaced by a wrong value.
      const key = keys.length ? rng.pick(keys) : 'field';
      const value = rng.pick(BAD_VALUES);
      const note = `${key}=${typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : JSON.stringify(value)?.slice(0, 30)}`;
      return { payload: JSON.stringify({ ...object, [key]: value }), contentType: 'application/json', note };
    }
  }
}

export function makeInput(target: FuzzTarget, rng: Rng, credentials: Credentials): FuzzInput {
  const mutatePath = target.pathParams.length > 0 && rng.chance(target.checkAnswer ? 0.35 : 0.8);
  const mutateQuery = rng.chance(target.method === 'GET' ? 0.8 : 0.15);
  const { url, note: pathNote } = setPath(target, rng, mutatePath);
  const { qs, note: queryNote } = queryString(target, rng, mutateQuery);
  const headers: Record<string, string> = { 'x-sift-platform': 'web' };
  const auth = target.needsAuth ? rng.pick(AUTH_VARIANTS) : rng.pick(['none', 'none', 'token', 'garbage'] as AuthVariant[]);
  if (auth === 'token') headers.authorization = `Token ${credentials.token}`;
  if (auth === 'staff') headers.authorization = `Token ${credentials.staffToken}`;
  if (auth === 'garbage') headers.authorization = rng.pick(['Token ', 'Token \u00e9\u00e9', 'Bearer x y', `Token ${'z'.repeat(5000)}`, 'Basic YTpi']);
  if (auth === 'cookie' || auth === 'cookie-foreign-origin') {
    headers.cookie = `${COOKIE_NAMES.apiToken}=${credentials.token}`;
    headers.origin = auth === 'cookie' ? 'http://localhost:3000' : 'https://evil.example';
  }
  if (rng.chance(0.2)) headers['x-sift-profile-id'] = rng.pick(['1', '0', '-1', '2147483648', 'abc', '\u00e9', '9'.repeat(30)]);
  if (rng.chance(0.1)) headers['x-sift-session-id'] = rng.pick(['s\u00e9', 'x'.repeat(500), '%00']);
  const request: InjectOptions = { method: target.method as InjectOptions['method'], url: `${url}${qs}`, headers };
  let bodyNote = '';
  if (target.method !== 'GET' && target.method !== 'DELETE') {
    const body = target.body ? bodyFor(target, rng) : { payload: rng.chance(0.5) ? JSON.stringify(rng.pick(BAD_VALUES)) : undefined, contentType: 'application/json', note: 'unexpected body' };
    if (body.payload !== undefined) {
      request.payload = body.payload;
      headers['content-type'] = body.contentType ?? 'application/json';
    }
    bodyNote = body.note;
  }
  const description = [`auth=${auth}`, pathNote, queryNote.trim(), bodyNote].filter(Boolean).join('; ');
  return { target, description, request };
}
