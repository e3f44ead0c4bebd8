/**
 * How a catalog is named in linking (001 §9 'Peacock label': the Peacock catalog reads 'Peacock Premium/Premium+',
 * the plans whose titles can be filtered); every other catalog by its title.
 */
import { PEACOCK_LABEL, type Catalog } from '@sift/contracts';

export const PEACOCK_CATALOG_SLUG = 'peacock';

export function catalogLabel(catalog: Pick<Catalog, 'slug' | 'title'>): string {
  return catalog.slug === PEACOCK_CATALOG_SLUG ? PEACOCK_LABEL : catalog.title;
}
