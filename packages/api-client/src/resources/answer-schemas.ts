/**
 * Answers more than one resource reads, and the checks a page rendered on a server makes of the same answers
 * (mf-discovery's documents.ts, docs/decisions/0159, 0160): one schema each, so both check an answer alike.
 */
import { hiddenWork, workPoster, workSummary } from '@sift/contracts';
import { listOf, pagedOf, type ResponseSchema } from '../response-schema';

/** A page of works (GET content/v2/works/, GET watchlist/). */
export const workPage = pagedOf(workSummary);
/** A page of works as posters (GET content/v2/works/?view=poster). */
export const posterPage = pagedOf(workPoster);
/** The active profile's hidden works (GET hidden-works/). */
export const hiddenWorkList = listOf(hiddenWork);

/** One entry of GET categories/ (001 §7), what the Category filter offers, by sort_key. */
export interface CategoryListEntry {
  id: string;
  slug: string;
  name: string;
  sort_key: number;
}

/** GET categories/: each entry needs its slug and name (what the filter shows and sends). */
export const categoryList: ResponseSchema<CategoryListEntry[]> = listOf<CategoryListEntry>({
  parse(data) {
    const entry = data as Partial<CategoryListEntry> | null;
    if (typeof entry?.slug !== 'string' || typeof entry.name !== 'string') throw new TypeError('expected a category with a slug and a name');
    return data as CategoryListEntry;
  },
});
