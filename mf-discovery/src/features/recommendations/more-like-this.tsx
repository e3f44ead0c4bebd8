import { useEffect } from 'react';
import { track } from '@sift/app-kit';
import { MORE_LIKE_THIS, MORELIKETHIS_EXPERIMENT, RECOMMENDATIONS_LIMIT, type WorkSummary } from '@sift/contracts';
import { PosterRow } from '@sift/ui';
import { api } from '../../api';
import { useResource } from '../data/resource-cache';
import { useHiddenIds, useLocations } from '../profile-lists/profile-lists';
import { WorkPoster } from '../posters/work-poster';
import { useViewer } from '../viewer/use-viewer';
import { experimentVariant } from './experiment';

const exposed = new Set<string>();

/**
 * More Like This for members (001 §2, §7), from the source the morelikethis experiment picks for the user: the 'new'
 * recommendations endpoint (limit 24, shuffled) or the 'old' works query (recommended, limit 24).
 */
export function useMoreLikeThis(workId: number): WorkSummary[] | undefined {
  const viewer = useViewer();
  const userId = viewer.kind === 'member' ? viewer.user.id : null;
  const variant = userId ? experimentVariant(MORELIKETHIS_EXPERIMENT, userId) : null;
  const { data } = useResource(variant ? `more-like-this:${variant}:${workId}` : null, async () =>
    variant === 'new'
      ? api().discovery.recommendations(workId, { limit: RECOMMENDATIONS_LIMIT, shuffle: true })
      : (await api().catalogue.works({ recommended: String(workId), limit: RECOMMENDATIONS_LIMIT })).results,
  );
  useEffect(() => {
    if (variant && !exposed.has(variant)) {
      exposed.add(variant);
      track('experiment_exposure', { experiment: MORELIKETHIS_EXPERIMENT, variant });
    }
  }, [variant]);
  const hidden = useHiddenIds();
  return data?.filter((w) => !hidden.has(w.id));
}

export function MoreLikeThis({ works, category, headingLevel = 2 }: { works: readonly WorkSummary[]; category?: string | null; headingLevel?: 2 | 3 }) {
  const locations = useLocations(works.map((w) => w.id));
  return (
    <PosterRow title={MORE_LIKE_THIS} headingLevel={headingLevel} className="discovery-more-like-this">
      {works.map((work) => (
        <WorkPoster key={work.id} work={work} location={locations.get(work.id)} width={150} category={category} />
      ))}
    </PosterRow>
  );
}
