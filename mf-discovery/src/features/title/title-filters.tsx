/**
 * LEAD(filter-ui): the marked place for the title's filters. After issue 12 is merged, replace the summary below
 * with `<FilterSummary>` from @sift/filter-ui and add its 'Filters for {title}' button (the dialog of 001 §2
 * "filters modal") here; the title header and every episode row already render this component with the work.
 */
import type { WorkSummary } from '@sift/contracts';

export function TitleFilters({ work }: { work: Pick<WorkSummary, 'tags_count' | 'title'> }) {
  if (!work.tags_count) return null;
  return (
    <p className="discovery-filters-summary" data-slot="filter-ui">
      {work.tags_count === 1 ? '1 tagged scene you can filter' : `${work.tags_count} tagged scenes you can filter`}
    </p>
  );
}
