import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import {
  BROWSE_ROWS_INITIAL,
  BROWSE_ROWS_STEP,
  SEE_ALL,
  SEE_MORE_CARD_MIN_WORKS,
  type BrowseCategory,
  type BrowseRowsQuery,
} from '@sift/contracts';
import { Alert, Button, PosterRow, Skeleton, SkeletonGroup, VisuallyHidden } from '@sift/ui';
import { api } from '../../api';
import { load, useResource } from '../data/resource-cache';
import { useHiddenIds, useLocations } from '../profile-lists/profile-lists';
import { WorkPoster } from '../posters/work-poster';

export interface BrowseRowsProps {
  query: Omit<BrowseRowsQuery, 'limit' | 'offset'>;
}

const keyOf = (query: BrowseRowsProps['query'], offset: number, limit: number) =>
  `rows:${JSON.stringify(query)}:${offset}:${limit}`;

function BrowseRow({ row, priority }: { row: BrowseCategory; priority: boolean }) {
  const hidden = useHiddenIds();
  const works = row.works.filter((w) => !hidden.has(w.id));
  const locations = useLocations(works.map((w) => w.id));
  const discover = href('discover', {}, row.filter_keys);
  if (!works.length) return null;
  return (
    <PosterRow
      title={row.name}
      action={
        <Link to={discover}>
          {SEE_ALL}
          <VisuallyHidden> {row.name}</VisuallyHidden>
        </Link>
      }
    >
      {works.map((work, i) => (
        <WorkPoster key={work.id} work={work} location={locations.get(work.id)} width={150} priority={priority && i < 6} />
      ))}
      {works.length >= SEE_MORE_CARD_MIN_WORKS && (
        <Link to={discover} className="discovery-see-more" data-see-more>
          <span>See more</span>
          <VisuallyHidden> {row.name}</VisuallyHidden>
        </Link>
      )}
    </PosterRow>
  );
}

/** One page of rows as the server gives it. */
function RowsPage({ query, offset, limit, first }: { query: BrowseRowsProps['query']; offset: number; limit: number; first: boolean }) {
  const { data, error, reload } = useResource(keyOf(query, offset, limit), () => api().discovery.browseRows({ ...query, offset, limit }));
  if (error) {
    return (
      <Alert tone="error" action={<Button variant="secondary" size="sm" onClick={reload}>Try again</Button>}>
        These rows could not be loaded.
      </Alert>
    );
  }
  if (!data) {
    return (
      <SkeletonGroup label="Loading rows">
        {Array.from({ length: limit }, (_, i) => (
          <Skeleton key={i} className="discovery-row-skeleton" />
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <>
      {data.results.map((row, i) => (
        <BrowseRow key={row.id} row={row} priority={first && i === 0} />
      ))}
    </>
  );
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
    const answer = await load(keyOf(query, last.offset, last.limit), () => api().discovery.browseRows({ ...query, offset: last.offset, limit: last.limit }), 60_000).catch(() => null);
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
