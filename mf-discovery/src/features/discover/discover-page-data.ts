import type { CategoryListEntry } from '@sift/api-client';
import type { HiddenWork, WorkParameters, WorkPoster } from '@sift/contracts';

/**
 * What the shell's server rendered /discover with for a member (documents.ts, docs/decisions/0160): the route's first
 * answers, for the page without filters. The app starts from them, so its first render is the page the member sees.
 */
export interface DiscoverPageData {
  parameters: WorkParameters;
  categories: CategoryListEntry[];
  /** The first batch of works of the query without filters. */
  works: WorkPoster[];
  /** The profile's hidden works. */
  hidden: HiddenWork[];
}
