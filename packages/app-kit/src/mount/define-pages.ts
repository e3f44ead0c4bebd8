import type { ComponentType } from 'react';
import { routesOwnedBy, type RemoteName } from '@sift/contracts';

export type Pages = Record<string, ComponentType>;

/**
 * A remote's page map: one component for every route the route table gives it, and nothing else. Checked when the
 * module loads so a route added to the table without a page fails the remote's own tests, not a user.
 */
export function definePages(remote: RemoteName, pages: Pages): Pages {
  const owned = routesOwnedBy(remote).map((r) => r.name);
  const missing = owned.filter((name) => !pages[name]);
  const extra = Object.keys(pages).filter((name) => !owned.includes(name));
  if (missing.length || extra.length) {
    throw new Error(
      `Pages of ${remote} do not match the route table. Missing: ${missing.join(', ') || 'none'}; ` +
        `not owned: ${extra.join(', ') || 'none'}.`,
    );
  }
  return pages;
}
