import type { WorkSummary } from '@sift/contracts';
import type { NamedOffer } from './offers';

/** A title, an episode or a show whose filters the title page summarises and opens. */
export type FiltersWork = Pick<WorkSummary, 'slug' | 'title' | 'tags_count' | 'type'> & { offerings?: readonly NamedOffer[] | readonly { tag_set_id: number | null; catalog_id: number }[] };
