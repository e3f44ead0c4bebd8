import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PLAY_TITLE, playTitleLede, PRODUCT_SERVICE_SLUG, SETUP_CONTINUE } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { browserDeps, createExtensionClient, ServiceLinkDialog, useLinkingData } from '@sift/linking-ui';
import { Alert, Button, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { PickedTitleCard } from './picked-title-card';
import { usePickedTitle } from './use-picked-title';
import { useSetupNext } from './use-setup';

const reads = {
  streamingServices: () => api().catalogue.streamingServices(),
  credentials: () => api().linking.credentials(),
  catalogAccesses: () => api().linking.catalogAccesses(),
};

/**
 * Play the title / link its service (002 §2.2: setupV3PlayTitle): the title plays from the service of its offering;
 * when that service is not linked yet, the link dialog links it first (as on /services).
 */
export function PlayTitleStep() {
  const { work, failed } = usePickedTitle();
  const { data, reload } = useLinkingData(reads);
  const deps = useMemo(() => browserDeps(api().linking, createExtensionClient()), []);
  const [linking, setLinking] = useState(false);
  const next = useSetupNext();
  const offering = work && work !== 'none' ? (work.offerings.find((o) => o.type === 'subscription') ?? work.offerings[0]) : undefined;
  const service = offering && data?.services.find((s) => s.id === offering.service_id);
  const linked = service && (service.slug === PRODUCT_SERVICE_SLUG || data?.credentials.some((c) => c.service_id === service.id));
  return (
    <div className="mb-step">
      {failed && <Alert tone="error">{failed}</Alert>}
      {(!work || !data) && !failed && <TextSkeleton lines={2} />}
      {work === 'none' && <Alert tone="info" action={<Link to={href('setupV3PickTitle')}>Pick a title</Link>}>Pick a title first.</Alert>}
      {work && work !== 'none' && service && (
        <>
          <p className="mb-lede">{playTitleLede(work.title, service.name)}</p>
          <PickedTitleCard work={work} />
          {linked ? (
            <Button asChild size="lg">
              <Link to={href('theater', { slug: work.slug })}>{PLAY_TITLE}</Link>
            </Button>
          ) : (
            <Button size="lg" onClick={() => setLinking(true)}>{`Link ${service.name}`}</Button>
          )}
          {linking && (
            <ServiceLinkDialog
              service={service}
              deps={deps}
              open
              onLinked={() => void reload()}
              onOpenChange={(open) => !open && setLinking(false)}
            />
          )}
        </>
      )}
      <Button variant="secondary" onClick={() => next()}>
        {SETUP_CONTINUE}
      </Button>
    </div>
  );
}
