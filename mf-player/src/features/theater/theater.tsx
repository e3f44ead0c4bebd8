import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@sift/api-client';
import { CLOSE, PRODUCT_SERVICE_SLUG, titleUnavailable, UNEXPECTED_ERROR, type StreamingService, type Work } from '@sift/contracts';
import { browserDeps, createExtensionClient, isLinkError, linkService, WAITS_FOR_EXTENSION } from '@sift/linking-ui';
import { apiSettings, href, track, useActiveProfile, useSession } from '@sift/app-kit';
import { Button, Spinner } from '@sift/ui';
import { playbackSocketUrl } from '@sift/api-client';
import { api } from '../../api';
import { pickOffering } from './pick-offering';
import { Player } from './player';
import { TheaterPanel, type ServiceInfo } from './theater-panel';
import { useInertOutside } from './use-inert-outside';
import { useVerification } from './use-verification';
import { VerificationLobby } from './verification-lobby';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; work: Work; services: StreamingService[] };

interface LobbyProps {
  token: string;
  profileId: number;
  offerId: number;
  /** The service's id of the title (001 §3), which a re-link checks and reports when the service does not know it. */
  externalId: string | null;
  /** The offering's streaming service (with its catalogs, which a re-link authorizes). */
  service: StreamingService | null;
  title: string;
  onVerified: () => void;
  onClose: () => void;
}

/**
 * The re-link of 001 §4 (docs/decisions/0076): the extension reads the member's session at the service again and
 * re-runs its access test, which renews the service's catalog accesses for a day; the product's own catalogue
 * needs none.
 */
function useRelink(service: StreamingService | null, offerId: number, externalId: string | null) {
  const [extensionNeeded, setExtensionNeeded] = useState(false);
  const relink = useMemo(() => {
    if (!service || service.slug === PRODUCT_SERVICE_SLUG) return undefined;
    // The title itself is checked (and reported when the service does not know it), not the service's sample title.
    const offer = externalId ? { offer_id: offerId, external_id: externalId } : null;
    return async () => {
      try {
        await linkService(browserDeps(api().linking, createExtensionClient()), { service, offer });
        setExtensionNeeded(false);
      } catch (error) {
        setExtensionNeeded(isLinkError(error) && WAITS_FOR_EXTENSION.includes(error.kind));
        throw error;
      }
    };
  }, [service, offerId, externalId]);
  return { relink, extensionNeeded };
}

function Lobby({ token, profileId, offerId, externalId, service, title, onVerified, onClose }: LobbyProps) {
  const { relink, extensionNeeded } = useRelink(service, offerId, externalId);
  const { state, retry } = useVerification({ url: playbackSocketUrl(apiSettings().prefixUrl, 'verification'), token, profileId, offerId, relink });
  useEffect(() => {
    if (state.phase === 'verified') onVerified();
  }, [state.phase, onVerified]);
  const info: ServiceInfo | null = service && { name: service.name, slug: service.slug, log_in_link: service.log_in_link };
  return <VerificationLobby state={state} service={info} title={title} onRetry={retry} onClose={onClose} extensionNeeded={extensionNeeded} />;
}

/**
 * The theater (001 §2, §4) at /watch/:slug (docs/decisions/0003): a full-screen overlay that verifies the viewer may
 * play the title (the lobby), then plays it (the player). A show plays its next-up episode; a viewer whose plan
 * cannot play the title is sent to the plan page (and reported as tried_to_watch).
 */
export function Theater({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const profile = useActiveProfile();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [verified, setVerified] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useInertOutside(root);

  useEffect(() => {
    let cancelled = false;
    setLoaded({ status: 'loading' });
    setVerified(false);
    Promise.all([api().catalogue.work(slug), api().catalogue.streamingServices()])
      .then(([work, services]) => !cancelled && setLoaded({ status: 'ready', work, services }))
      .catch((error) => !cancelled && setLoaded({ status: isApiError(error) && error.status === 404 ? 'missing' : 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [slug]);

  const work = loaded.status === 'ready' ? loaded.work : null;
  const leave = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(work?.type === 'movie' ? href('movie', { slug: work.slug }) : href('browse'));
  };

  useEffect(() => {
    if (!work) return;
    if (work.type === 'show') {
      api()
        .playback.nextEpisode({ show_id: work.id })
        .then((episode) => navigate(episode ? href('theater', { slug: episode.slug }) : href('show', { slug: work.slug }), { replace: true }))
        .catch(() => setLoaded({ status: 'failed' }));
      return;
    }
    if (!work.subscription_can_play) {
      track('tried_to_watch', { work_id: work.id, slug: work.slug });
      void navigate(href('membershipPlan'), { replace: true });
    }
  }, [work, navigate]);

  const offering = work ? pickOffering(work.offerings, loaded.status === 'ready' ? loaded.services : [], Number(params.get('offer_id')) || null) : null;
  const serviceRow = offering && loaded.status === 'ready' ? loaded.services.find((s) => s.id === offering.service_id) : undefined;
  const service: ServiceInfo | null = serviceRow ? { name: serviceRow.name, slug: serviceRow.slug, log_in_link: serviceRow.log_in_link } : null;
  const token = session.status === 'signed-in' ? session.token : null;
  const onVerified = useCallback(() => setVerified(true), []);
  const user = session.status === 'signed-in' ? session.user : null;

  let content;
  if (loaded.status === 'missing' || (work && work.type !== 'show' && work.subscription_can_play && !offering)) {
    content = <TheaterPanel problem={{ kind: 'message', title: UNEXPECTED_ERROR, message: titleUnavailable() }} service={null} onClose={leave} />;
  } else if (loaded.status === 'failed') {
    content = <TheaterPanel problem={{ kind: 'refused', status: 500, error: null }} service={null} onClose={leave} onRetry={() => window.location.reload()} />;
  } else if (!work || !offering || !token || !profile || !user || work.type === 'show' || !work.subscription_can_play) {
    content = (
      <div className="theater__loading">
        <Spinner label="Loading" />
      </div>
    );
  } else if (!verified) {
    content = (
      <Lobby token={token} profileId={profile.id} offerId={offering.offer_id} externalId={offering.external_id ?? null} service={serviceRow ?? null} title={work.title} onVerified={onVerified} onClose={leave} />
    );
  } else {
    content = (
      <Player key={`${work.id}-${offering.offer_id}`} work={work} offering={offering} service={service} profile={profile} requiredFilters={user.required_filters} token={token} onLeave={leave} />
    );
  }

  return (
    <div className="theater" ref={root} data-phase={verified ? 'player' : 'lobby'}>
      {content}
      {!verified && (
        <Button variant="ghost" className="theater__close" onClick={leave} aria-label={CLOSE}>
          <span aria-hidden="true" className="theater-icon theater-icon--close" />
        </Button>
      )}
    </div>
  );
}
