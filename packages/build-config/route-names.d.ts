export function renderRouteNames(routes: readonly { name: string; owner: string; formerNames?: string[] }[]): string;
export function currentRoutes(): { name: string; owner: string; formerNames?: string[] }[];
export const ROUTE_NAMES_FILE: string;
