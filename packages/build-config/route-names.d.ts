export function renderRouteNames(routes: readonly { name: string; owner: string }[]): string;
export function currentRoutes(): { name: string; owner: string }[];
export const ROUTE_NAMES_FILE: string;
