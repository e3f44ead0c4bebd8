import { FILTER_CATEGORIES, FILTER_TABS, REQUIRED_BY_PARENTAL_CONTROLS, type CategoryMap } from '@sift/contracts';
import { buildCategoryTree, categoryFilterStatus } from '@sift/filter-engine';
import { statusText } from '@sift/filter-ui';
import { Skeleton } from '@sift/ui';

const tree = buildCategoryTree();
const kindOf = (id: number) => FILTER_CATEGORIES.find((c) => c.id === id)?.default_type ?? 'audiovisual';

/**
 * A profile's default filters at a glance (002 §2.3 'default filters'), one line per tab category, in the words of
 * the filter screens (@sift/filter-ui); a category parental controls require shows locked, wherever a profile's
 * filters are shown (issue 14).
 */
export function FilterSummary({ filters, required, label }: { filters: CategoryMap; required: CategoryMap | null; label: string }) {
  return (
    <ul className="ac-filter-summary" aria-label={label}>
      {FILTER_TABS.map((tab) => {
        const status = categoryFilterStatus(tree, filters, tab.id, required);
        return (
          <li key={tab.id} data-status={status} data-category={tab.id}>
            <span>{tab.title}</span>
            <span className="ac-filter-summary__status">
              {status === 'required' && <span className="ac-lock" aria-hidden="true" />}
              {status === 'required' ? REQUIRED_BY_PARENTAL_CONTROLS : statusText(status, kindOf(tab.id))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The summary while the filters load: the same lines, each category's title with a placeholder for its status. */
export function FilterSummarySkeleton() {
  return (
    <ul className="ac-filter-summary" aria-hidden="true">
      {FILTER_TABS.map((tab) => (
        <li key={tab.id}>
          <span>{tab.title}</span>
          <Skeleton shape="line" width="4rem" className="ac-filter-summary__placeholder" />
        </li>
      ))}
    </ul>
  );
}
