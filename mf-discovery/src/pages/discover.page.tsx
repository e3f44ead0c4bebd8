import { PageFrame } from '@sift/ui';
import { DiscoverScreen } from '../features/discover/discover-screen';

/** /discover (001 §2). */
export function DiscoverPage() {
  return (
    <PageFrame className="discovery-discover">
      <DiscoverScreen />
    </PageFrame>
  );
}
