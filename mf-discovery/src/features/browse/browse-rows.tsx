import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import {
  BROWSE_ROWS_INITIAL,
  BROWSE_ROWS_STEP,
  SEE_ALL,
  SEE_MORE_CARD_MIN_WORKS,
  type BrowseRowOfPosters,
  type BrowseRowsQuery,
  type WorkLocation,
} from '@sift/contracts';
import { apiKey, fetchApiData, PUBLIC_SCOPE, useApiQuery } from '@sift/data';
import { Alert, Button, PosterRow, PosterRowSkeleton, SkeletonGroup, VisuallyHidden } from '@sift/ui';
import { api } from '../../api';
import { useHiddenIds, useLocations } from '../profile-lists/profile-lists';
import { WorkPoster } from '../posters/work-poster';

export interface BrowseRowsProps {
  query: Omit<BrowseRowsQuery, 'limit' | 'offset' | 'view'>;
}

type RowsQuery = BrowseRowsProps['query'];

/** One page of rows: the same for every viewer with the same choice (a public answer), as posters only. */
const rowsKey = (query: RowsQuery, offset: number, limit: number) => apiKey(PUBLIC_SCOPE, 'categories-v2/', { ...query, offset, limit, view: 'poster' });
const loadRows = (query: RowsQuery, offset: number, limit: number) => () => api().discovery.browseRowsOfPosters({ ...query, offset, limit });

/**
 * Where a catalog row's see-more card goes (001 §2): /discover?type=show&catalogs={id}, the row's kind and catalog
 * and nothing else; "Movies on X" (/browse/movies) goes to type=movie (docs/decisions/0100). Genre rows have none.
 */
export function seeMoreHref(row: Pick<BrowseRowOfPosters, 'catalog_id' | 'filter_keys'>): string | null {
  if (row.catalog_id == null) return null;
  return href('discover', {}, { type: row.filter_keys.type === 'movie' ? 'movie' : 'show', catalogs: row.catalog_id });
}

function BrowseRow({ row, hidden, locations, first }: { row: BrowseRowOfPosters; hidden: ReadonlySet<number>; locations: Map<number, WorkLocation>; first: boolean }) {
  const works = row.works.filter((w) => !hidden.has(w.id));
  const discover = href('discover', {}, row.filter_keys);
  const seeMore = seeMoreHref(row);
  if (!works.length) return null;
  return (
    <PosterRow
      title={row.name}
      eager={first}
      action={
        <Link to={discover}>
          {SEE_ALL}
          <VisuallyHidden> {row.name}</VisuallyHidden>
        </Link>
      }
    >
      {works.map((work, i) => (
        <WorkPoster key={work.id} work={work} location={locations.get(work.id)} width={150} priority={first && i < 6} />
      ))}
      {seeMore && works.length >= SEE_MORE_CARD_MIN_WORKS && (
        <Link to={seeMore} className="discovery-see-more" data-see-more>
          <span>See more</span>
          <VisuallyHidden> {row.name}</VisuallyHidden>
        </Link>
      )}
    </PosterRow>
  );
}

/** Placeholders of a page of rows, each the height of a real row, so the rows replace them without moving anything. */
export function BrowseRowsSkeleton({ rows }: { rows: number }) {
  return (
    <SkeletonGroup label="Loading rows" className="discovery-rows__page">
      {Array.from({ length: rows }, (_, i) => (
        <PosterRowSkeleton key={i} />
      ))}
    </SkeletonGroup>
  );
}

/**
 * One page of rows as the server gives it, with the progress of all its posters in one call. The rows are rendered
 * from deferred copies of the answers: an answer arriving re-renders this page at once with the rows it had (a query
 * answer is an urgent update), and the dozens of posters are then rendered as a transition, which yields to the browser
 * every few milliseconds instead of holding a phone's main thread for 150-200 ms (issue 19).
 */
function RowsPage({ query, offset, limit, first }: { query: RowsQuery; offset: number; limit: number; first: boolean }) {
  const { data: answer, error, refetch } = useApiQuery(rowsKey(query, offset, limit), loadRows(query, offset, limit));
  const data = useDeferredValue(answer);
  // Rows wait for the profile's hidden works: none of them is ever shown, not even until its list answers.
  const hidden = useDeferredValue(useHiddenIds());
  const ids = hidden ? (data?.results ?? []).flatMap((row) => row.works.map((w) => w.id)).filter((id) => !hidden.has(id)) : [];
  const locations = useDeferredValue(useLocations([...new Set(ids)]));
  const rows = useMemo(
    () =>
      data &&
      hidden && (
        <div className="discovery-rows__page">
          {data.results.map((row, i) => (
            <BrowseRow key={row.id} row={row} hidden={hidden} locations={locations} first={first && i === 0} />
          ))}
        </div>
      ),
    [data, hidden, locations, first],
  );
  if (error) {
    return (
      <Alert tone="error" action={<Button variant="secondary" size="sm" onClick={() => void refetch()}>Try again</Button>}>
        These rows could not be loaded.
      </Alert>
    );
  }
  return rows || <BrowseRowsSkeleton rows={limit} />;
}

/**
 * Browse rows (001 §2): the first 3 categories, then 3 more each time the viewer scrolls near the end, until the
 * server has no more.
 */
export function BrowseRows({ query }: BrowseRowsProps) {
  const [pages, setPages] = useState<{ offset: number; limit: number }[]>([{ offset: 0, limit: BROWSE_ROWS_INITIAL }]);
  const [done, setDone] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    setPages([{ offset: 0, limit: BROWSE_ROWS_INITIAL }]);
    setDone(false);
  }, [queryKey]);

  const more = useCallback(async () => {
    const last = pages[pages.length - 1];
    const answer = await fetchApiData(rowsKey(query, last.offset, last.limit), loadRows(query, last.offset, last.limit)).catch(() => null);
    if (!answer) return;
    if (!answer.next) {
      setDone(true);
      return;
    }
    setPages((current) => (current[current.length - 1] === last ? [...current, { offset: last.offset + last.limit, limit: BROWSE_ROWS_STEP }] : current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, queryKey]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || done || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void more(), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, done]);

  return (
    <div className="discovery-rows">
      {pages.map((page, i) => (
        <RowsPage key={`${queryKey}:${page.offset}`} query={query} offset={page.offset} limit={page.limit} first={i === 0} />
      ))}
      {!done && <div ref={sentinel} className="discovery-rows__sentinel" aria-hidden="true" />}
    </div>
  );
}
