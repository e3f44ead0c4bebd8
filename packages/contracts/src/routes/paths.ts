/** Path patterns (`/movie/:slug`, `/link/:code?`): filling, matching and comparing them. */

type Params = Record<string, string | number | undefined>;

/** Fills a path pattern's :params; optional params ('?') that are missing are dropped. */
export function fillPath(pattern: string, params: Params = {}): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Missing route parameter ${key} for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null)
    .join('/');
  return filled || '/';
}

/** A path with an optional query: `withQuery('/login', {next: '/account'})` -> '/login?next=%2Faccount'. */
export function withQuery(path: string, query: Params = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Every concrete shape a pattern stands for: `/link/:code?` is both `/link` and `/link/:code`. */
export function expandOptional(pattern: string): string[] {
  const segments = pattern.split('/').filter(Boolean);
  let shapes: string[][] = [[]];
  for (const segment of segments) {
    if (segment.startsWith(':') && segment.endsWith('?')) {
      shapes = [...shapes, ...shapes.map((s) => [...s, segment.slice(0, -1)])];
    } else {
      shapes = shapes.map((s) => [...s, segment]);
    }
  }
  return shapes.map((s) => `/${s.join('/')}`);
}

/** Two patterns collide when some shape of each is the same once parameter names are ignored. */
export function patternKeys(pattern: string): string[] {
  return expandOptional(pattern).map((shape) => shape.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':'));
}

/** Whether a concrete path (or a pattern, whose :params match any segment) matches a pattern; its params if so. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const pathSegments = path.split('?')[0].split('/').filter(Boolean);
  for (const shape of expandOptional(pattern)) {
    const segments = shape.split('/').filter(Boolean);
    if (segments.length !== pathSegments.length) continue;
    const params: Record<string, string> = {};
    const ok = segments.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = pathSegments[i];
        return true;
      }
      return segment === pathSegments[i];
    });
    if (ok) return params;
  }
  return null;
}
