/**
 * What the fuzzer sends (schema-fuzzer.ts): a small seeded PRNG, so one seed gives the same inputs on every machine,
 * the malformed values and strings it tries, and a plausible sample of a schema that a mutation then breaks.
 */
import { createRandom } from '../src/reference-data/random';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
}

/**
 * The fuzzer's randomness: the catalogue's seeded generator (mulberry32, the same numbers for the same seed on every
 * machine), with an index below `n` for `int`.
 */
export function prng(seed: number) {
  const { next, pick, chance } = createRandom(seed);
  return { next, int: (n: number) => Math.floor(next() * n), pick, chance };
}
export type Rng = ReturnType<typeof prng>;

const MEGABYTE_STRING = 'a'.repeat(1_000_000);
export const OVER_MEGABYTE_STRING = 'b'.repeat(1_100_000);
const deep = (depth: number): Json => (depth === 0 ? 'bottom' : { nested: deep(depth - 1) });

/** Values that are wrong for almost any field. */
export const BAD_VALUES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '        ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '2147483648',
  '-1',
  '0x10',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '😀🎬🍿',
  'مرحبا‮',
  'Zalgo: z̸̡̢̛̺͍ą̵̛l̶g̸o̷',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '%00',
  'a'.repeat(10_000),
  MEGABYTE_STRING,
  [],
  [1, 'two', null],
  {},
  JSON.parse('{"__proto__": {"isStaff": true}}') as Json,
  deep(60),
];

/** Strings for path parameters and query values (always strings on the wire). */
export const BAD_STRINGS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  'abc',
  '%00',
  'a%00b',
  '%C0%AE%C0%AE%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '%27%20OR%201%3D1%20--',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%D8%00',
  '%',
  '%zz',
  'x'.repeat(2000),
  '',
  ' ',
  ',,,',
  '-__proto__',
  '1,2,3,abc,2147483648',
];

/** List-convention filter names the works and reference lists accept beyond their declared parameters. */
const LIST_FIELDS = ['id', 'year', 'show_id', 'season_number', 'episode_number', 'duration', 'tmdb', 'popularity', 'tags_count', 'rating', 'slug', 'title', 'price', 'tier_level', 'service_id', 'display_order', 'maturity_id', 'is_watchable', 'billing_frequency'];
export const LIST_PARAMS = [...LIST_FIELDS, ...LIST_FIELDS.map((f) => `min_${f}`), ...LIST_FIELDS.map((f) => `max_${f}`), ...LIST_FIELDS.map((f) => `${f}__in`), 'ordering', 'limit', 'offset', 'order_by'];

function firstMatching(pattern: string): string {
  const regex = new RegExp(pattern);
  return ['1', 'text', 'a@example.com', 'ABC123', '1234', 'x'].find((c) => regex.test(c)) ?? 'x';
}

/** A plausible value for a schema: the starting point that mutations break one piece of. */
export function sample(schema: JsonSchema | undefined, rng: Rng, depth = 0): Json {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(rng.pick(variants), rng, depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], rng, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      return schema.pattern ? firstMatching(schema.pattern) : rng.pick(['text', 'fuzz@example.com', '1234', 'ABC123']);
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 7, 1 + rng.int(6)));
    case 'number':
      return 1.5;
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return [sample(schema.items, rng, depth + 1)];
    case 'object':
    default: {
      const out: Record<string, Json> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.5)) out[key] = sample(value, rng, depth + 1);
      }
      return out;
    }
  }
}
