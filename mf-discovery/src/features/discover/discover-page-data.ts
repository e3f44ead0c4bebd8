import type { HiddenWork, WorkParameters, WorkPoster } from '@sift/contracts';
import type { categoriesCall } from './discover-data';

/**
 * What the shell's server rendered /discover with for a member (documents.ts, docs/decisions/0160): the route's first
 * answers, for the page without filters. The app starts from them, so its first render is the page the member sees.
 */
export interface DiscoverPageData {
  parameters: WorkParameters;
  categories: Awaited<ReturnType<typeof categoriesCall.fetch>>;
  /** The first batch of works of the query without filters. */
  works: WorkPoster[];
  /** The profile's hidden works. */
  hidden: HiddenWork[];
}
