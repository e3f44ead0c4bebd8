import { href } from '@sift/app-kit';
import type { WorkSummary } from '@sift/contracts';

/** A work's page: /movie/{slug} or /show/{slug}; `category` is kept on the way (001 §2 movie detail). */
export function titleHref(work: Pick<WorkSummary, 'type' | 'slug'>, category?: string | null): string {
  const query = category ? { category } : undefined;
  return work.type === 'movie' ? href('movie', { slug: work.slug }, query) : href('show', { slug: work.slug }, query);
}
