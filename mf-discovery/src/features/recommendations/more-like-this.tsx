import { useEffect } from 'react';
import { track } from '@sift/app-kit';
import { MORE_LIKE_THIS, MORELIKETHIS_EXPERIMENT, RECOMMENDATIONS_LIMIT, type WorkSummary } from '@sift/contracts';
import { PosterRow } from '@sift/ui';
import { api } from '../../api';
import { apiKey, PUBLIC_SCOPE, useApiQuery } from '@sift/data';
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
  // Both sources are the same for everyone (hidden works are left out below): public keys, one per source.
  const recommended = useApiQuery(
    variant === 'new' ? apiKey(PUBLIC_SCOPE, `content/recommends/internal/${workId}/`, { limit: RECOMMENDATIONS_LIMIT, shuffle: 'y' }) : null,
    () => api().discovery.recommendations(workId, { limit: RECOMMENDATIONS_LIMIT, shuffle: true }),
  );
  const similar = useApiQuery(
    variant === 'old' ? apiKey(PUBLIC_SCOPE, 'content/v2/works/', { recommended: String(workId), limit: RECOMMENDATIONS_LIMIT }) : null,
    () => api().catalogue.works({ recommended: String(workId), limit: RECOMMENDATIONS_LIMIT }),
  );
  const data = variant === 'new' ? recommended.data : similar.data?.results;
  useEffect(() => {
    if (variant && !exposed.has(variant)) {
      exposed.add(variant);
      track('experiment_exposure', { experiment: MORELIKETHIS_EXPERIMENT, variant });
    }
  }, [variant]);
  const hidden = useHiddenIds();
  return hidden ? data?.filter((w) => !hidden.has(w.id)) : undefined;
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
