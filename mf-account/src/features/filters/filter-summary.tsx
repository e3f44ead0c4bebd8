import { FILTER_TABS, type CategoryMap } from '@sift/contracts';
import { buildCategoryTree, categoryFilterStatus, type CategoryStatus } from '@sift/filter-engine';

const tree = buildCategoryTree();

// TODO(issue 12): @sift/filter-ui's statusText says Cut/Muted by the category's kind; use it once it is on main.
const STATUS_TEXT: Record<CategoryStatus, string> = { uncut: 'Off', cut: 'On', mixed: 'Some', required: 'Locked by parental controls' };

/**
 * A profile's default filters at a glance (002 §2.3 'default filters'), one line per tab category; a category that
 * parental controls require shows locked, wherever a profile's filters are shown (issue 14).
 */
export function FilterSummary({ filters, required, label }: { filters: CategoryMap; required: CategoryMap; label: string }) {
  return (
    <ul className="ac-filter-summary" aria-label={label}>
      {FILTER_TABS.map((tab) => {
        const status = categoryFilterStatus(tree, filters, tab.id, required);
        return (
          <li key={tab.id} data-status={status} data-category={tab.id}>
            <span>{tab.title}</span>
            <span className="ac-filter-summary__status">
              {status === 'required' && <span className="ac-lock" aria-hidden="true" />}
              {STATUS_TEXT[status]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
