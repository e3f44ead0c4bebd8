import { useParams } from 'react-router';
import { PageFrame } from '@sift/ui';
import { Theater } from '../features/theater/theater';

/** /watch/:slug: the theater (001 §2, §4; docs/decisions/0003). A new title mounts a new theater. */
export function TheaterPage() {
  const { slug = '' } = useParams();
  return (
    <PageFrame hideHeading className="theater-page">
      <Theater key={slug} slug={slug} />
    </PageFrame>
  );
}
