export type RouteLinks = Record<string, string[]>;
export function findRouteLinks(files: readonly string[], options?: { label?: (file: string) => string }): { links: RouteLinks; problems: string[] };
export function frameLinks(file: string, label?: (file: string) => string): RouteLinks;
export function mergeLinks(...maps: RouteLinks[]): RouteLinks;
