import { useNavigate } from 'react-router';
import { CHANGE_FILTERS, FILTER_CATEGORIES, FILTER_TABS, NO_FILTERS_ON, reviewFiltersLede, SETUP_CONTINUE } from '@sift/contracts';
import { defaultCategoryTree } from '@sift/filter-engine';
import { href, useActiveProfile } from '@sift/app-kit';
import { Button, usePageRoute } from '@sift/ui';
import { filteredLeafIds, FILTERS_OF_REVIEW, type SetupRoute } from './setup-flow';
import { useSetupNext } from './use-setup';

/** The top-level category (a tab of the filter screens) a category sits under; itself for a top-level one. */
const topOf = (id: number): number => defaultCategoryTree().ancestorsOf(id).at(-1) ?? id;

/** Simple review (002 §2.2): the filters on for the active profile, by tab, with Change Filters and Continue. */
export function ReviewFilters() {
  const profile = useActiveProfile();
  const navigate = useNavigate();
  const next = useSetupNext();
  const def = usePageRoute();
  const on = filteredLeafIds(profile?.global_filters);
  const groups = FILTER_TABS.map((tab) => ({ tab, ids: on.filter((id) => topOf(id) === tab.id) })).filter((g) => g.ids.length);
  return (
    <div className="mb-step">
      <p className="mb-lede">{reviewFiltersLede(profile?.name ?? 'this profile')}</p>
      {groups.length === 0 ? (
        <p className="mb-note">{NO_FILTERS_ON}</p>
      ) : (
        <dl className="mb-setup-review">
          {groups.map(({ tab, ids }) => (
            <div key={tab.id} className="mb-setup-review__group">
              <dt>{tab.title}</dt>
              {ids.map((id) => (
                <dd key={id}>{FILTER_CATEGORIES.find((c) => c.id === id)?.display_title}</dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      <div className="mb-setup-actions">
        <Button variant="secondary" onClick={() => void navigate(href(FILTERS_OF_REVIEW[def.name as SetupRoute] ?? 'setupV2SimpleFilters'))}>
          {CHANGE_FILTERS}
        </Button>
        <Button size="lg" onClick={() => next()}>
          {SETUP_CONTINUE}
        </Button>
      </div>
    </div>
  );
}
