import { useNavigate } from 'react-router';
import { CHANGE_FILTERS, FILTER_CATEGORIES, FILTER_TABS, LEAF_FILTER_CATEGORY_IDS, NO_FILTERS_ON, reviewFiltersLede, SETUP_CONTINUE } from '@sift/contracts';
import { href, useActiveProfile } from '@sift/app-kit';
import { Button, usePageRoute } from '@sift/ui';
import { FILTERS_OF_REVIEW, type SetupRoute } from './setup-flow';
import { useSetupNext } from './use-setup';

const topOf = (id: number): number => {
  const category = FILTER_CATEGORIES.find((c) => c.id === id);
  return category?.parent_id ? topOf(category.parent_id) : id;
};

/** Simple review (002 §2.2): the filters on for the active profile, by tab, with Change Filters and Continue. */
export function ReviewFilters() {
  const profile = useActiveProfile();
  const navigate = useNavigate();
  const next = useSetupNext();
  const def = usePageRoute();
  const on = LEAF_FILTER_CATEGORY_IDS.filter((id) => profile?.global_filters[String(id)]);
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
