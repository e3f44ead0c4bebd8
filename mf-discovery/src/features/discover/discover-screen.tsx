import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { href } from '@sift/app-kit';
import { DISCOVER_EMPTY } from '@sift/contracts';
import { Alert, Button, Dialog, PageSkeleton, PosterGridSkeleton, Spinner, VirtualGrid } from '@sift/ui';
import { useApiQuery } from '@sift/data';
import { usePrerenderedData } from '@sift/mount';
import { useServiceFilters } from '../catalog-selection/use-service-filters';
import { useIsMobile } from '../layout/use-media-query';
import { useHiddenIds, useLocations } from '../profile-lists/profile-lists';
import { WorkPoster } from '../posters/work-poster';
import { useViewer } from '../viewer/use-viewer';
import { categoriesCall, workParametersCall } from './discover-data';
import type { DiscoverPageData } from './discover-page-data';
import { discoverSearch, isFiltered, normalisedSearch, parseDiscoverQuery, type DiscoverQuery } from './discover-query';
import { FilterControls } from './filter-controls';
import { useDiscoverWorks } from './use-discover-works';

const POSTER_MIN_WIDTH = 140;
const POSTER_MIN_WIDTH_MOBILE = 104;
const GAP = 16;
const GAP_MOBILE = 8;
/** Posters laid out before the grid is measured: more than a first screen holds on a wide window (three rows of seven). */
const CELLS_RENDERED = 24;

/**
 * /discover (001 §2): the filter bar and the infinite poster grid. The URL is the state: filters replace it on
 * desktop, and on a phone the filters open in a dialog whose Done pushes a new entry.
 */
export function DiscoverScreen() {
  const viewer = useViewer();
  const member = viewer.kind === 'member';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // null: rendered on the shell's server for a member (decision 0160), for a viewport it cannot know.
  const mobile = useIsMobile();
  // The answers the server rendered the page with: the app's first render is that page.
  const rendered = usePrerenderedData<DiscoverPageData>();
  const parameters = useApiQuery(workParametersCall.key, workParametersCall.fetch, { placeholder: rendered?.parameters });
  // The category list (001 §7 GET categories, by sort_key) is what the Category filter offers; should it fail, the
  // filter bar's parameters carry the same categories.
  const categoryList = useApiQuery(categoriesCall.key, categoriesCall.fetch, { placeholder: rendered?.categories });
  const categories = categoryList.data ?? (categoryList.error ? parameters.data?.categories : undefined);
  const filters = useServiceFilters();
  const options = useMemo(
    () =>
      parameters.data && categories
        ? { orders: parameters.data.orders_by.map((o) => o.value), categories: categories.map((c) => c.slug), member }
        : null,
    [parameters.data, categories, member],
  );
  const search = params.toString();
  const redirect = options && viewer.kind !== 'loading' ? normalisedSearch(new URLSearchParams(search), options) : null;
  const query = options ? parseDiscoverQuery(new URLSearchParams(search), options) : null;

  useEffect(() => {
    if (redirect !== null) void navigate(href('discover', {}, Object.fromEntries(new URLSearchParams(redirect))), { replace: true });
  }, [redirect, navigate]);

  // The filters show a change at once, while the navigation to its URL is under way (the site's router may wait for
  // a moment first); the URL's query takes over again when it arrives.
  const [pending, setPending] = useState<DiscoverQuery | null>(null);
  useEffect(() => setPending(null), [search]);
  const apply = useCallback(
    (next: DiscoverQuery, push: boolean) => {
      setPending(next);
      void navigate(href('discover', {}, discoverSearch(next)), { replace: !push });
    },
    [navigate],
  );

  const ready = query !== null && redirect === null;
  // The grid waits for the profile's hidden works (useHiddenIds is null until then): none of them is ever shown.
  const hidden = useHiddenIds(rendered?.hidden);
  // The rendered batch is the query's without filters.
  const list = useDiscoverWorks(query ?? { maturities: [], my_services: false, catalogs: [] }, ready, hidden ?? undefined, search === '' ? rendered?.works : undefined);
  const visible = hidden ? list.works.filter((w) => !hidden.has(w.id)) : [];
  const shown = visible.slice(0, list.viewLimit);
  const locations = useLocations(visible.map((w) => w.id));
  const { grow, viewLimit } = list;
  const onRangeChange = useCallback(({ last }: { last: number }) => {
    if (last >= viewLimit - 1) grow();
  }, [grow, viewLimit]);

  const [dialog, setDialog] = useState<DiscoverQuery | null>(null);

  if (parameters.error) {
    return <Alert tone="error" action={<Button variant="secondary" onClick={() => void parameters.refetch()}>Try again</Button>}>The filters could not be loaded.</Alert>;
  }
  if (!parameters.data || !categories || !query) return <PageSkeleton label="Loading discover" variant="posters" />;
  const controls = (value: DiscoverQuery, onChange: (q: DiscoverQuery) => void) => (
    <FilterControls
      query={value}
      onChange={onChange}
      parameters={parameters.data!}
      categories={categories}
      groups={filters.data?.sorted_catalogs ?? []}
      member={member}
    />
  );

  return (
    <>
      <div className="discovery-filter-bar" role="search" aria-label="Filters">
        {mobile !== false && (
          <ViewportPart part="phone" wrapped={mobile === null}>
            <Button variant="secondary" onClick={() => setDialog(query)} aria-haspopup="dialog">
              Filters{isFiltered(query) ? ` (${Object.keys(discoverSearch(query)).length})` : ''}
            </Button>
            <Dialog
              open={dialog !== null}
              onOpenChange={(open) => !open && setDialog(null)}
              title="Filters"
              footer={
                <Button
                  onClick={() => {
                    if (dialog) apply(dialog, true);
                    setDialog(null);
                  }}
                >
                  Done
                </Button>
              }
            >
              <div className="discovery-filter-dialog">{dialog && controls(dialog, setDialog)}</div>
            </Dialog>
          </ViewportPart>
        )}
        {mobile !== true && (
          <ViewportPart part="wide" wrapped={mobile === null}>{controls(pending ?? query, (next) => apply(next, false))}</ViewportPart>
        )}
        {isFiltered(query) && (
          <Link className="discovery-filter-bar__reset" to={href('discover')}>
            Reset filters
          </Link>
        )}
      </div>
      {list.error && (
        <Alert tone="error" action={<Button variant="secondary" onClick={list.retry}>Try again</Button>}>
          More titles could not be loaded.
        </Alert>
      )}
      {hidden && shown.length === 0 && list.exhausted ? (
        <p className="discovery-empty">
          {DISCOVER_EMPTY} <Link to={href('discover')}>Reset filters</Link>
        </p>
      ) : shown.length === 0 ? (
        <PosterGridSkeleton label="Loading titles" />
      ) : (
        <VirtualGrid
          items={shown}
          itemKey={(work) => work.id}
          label="Titles"
          minItemWidth={mobile ? POSTER_MIN_WIDTH_MOBILE : POSTER_MIN_WIDTH}
          gap={mobile ? GAP_MOBILE : GAP}
          // Rendered on the server (for a phone or not), or by the app behind that page while it takes it over, the
          // first screen's posters are laid out by the stylesheet (decision 0160).
          cellsBeforeMeasure={CELLS_RENDERED}
          startBeforeMeasure={rendered !== undefined}
          phoneLayout={{ minItemWidth: POSTER_MIN_WIDTH_MOBILE, gap: GAP_MOBILE }}
          rowHeight={(width) => width * 1.5}
          onRangeChange={onRangeChange}
          renderItem={(work, index, width) => (
            <WorkPoster work={work} location={locations.get(work.id)} width={width} priority={index < 12} category={query.category} />
          )}
        />
      )}
      {list.loading && shown.length > 0 && (
        <div className="discovery-loading-more">
          <Spinner label="Loading more titles" />
        </div>
      )}
    </>
  );
}

/**
 * The filter bar's phone or wide part. Where the viewport is not known (the page rendered on the server) both are
 * rendered, each wrapped in an element that adds no box (display: contents) and that the stylesheet hides on the
 * other viewport; else the part alone.
 */
function ViewportPart({ part, wrapped, children }: { part: 'phone' | 'wide'; wrapped: boolean; children: ReactNode }) {
  return wrapped ? <div className={`discovery-filter-bar__${part}`}>{children}</div> : <>{children}</>;
}
