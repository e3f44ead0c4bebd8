import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { CHANGE_HOW_TO_WATCH, TITLE_UNAVAILABLE_BUTTON, titleUnavailable, watchingWith, type Work } from '@sift/contracts';
import { Button, LazyPart, lazyPart } from '@sift/ui';
import { HideButton } from '../posters/hide-button';
import { WatchlistButton } from '../posters/watchlist-button';
import { WorkRequestButton } from '../requests/work-request-button';
import { useViewer } from '../viewer/use-viewer';
import { chooseOffer, type NamedOffer } from './offers';
import { Thumbs } from './thumbs';
import type { TitleAction } from './title-access';

// Its dialogs load when first opened, not with the title page (docs/decisions/0139).
const OfferSelector = lazyPart(() => import('./offer-selector').then((m) => ({ default: m.OfferSelector })));
const TrailerDialog = lazyPart(() => import('./trailer-dialog').then((m) => ({ default: m.TrailerDialog })));

/** The main button: Play opens the theater (mf-player) with the chosen offer; the others their pages. */
export function ActionButton({ action, play, size = 'lg' }: { action: TitleAction; play: ReactNode; size?: 'md' | 'lg' }) {
  if (action.kind === 'play') return <>{play}</>;
  if (action.kind === 'signup') {
    return (
      <Button asChild size={size}>
        <Link to={href('wizardSelectServicesV2')}>{action.label}</Link>
      </Button>
    );
  }
  if (action.kind === 'upgrade') {
    return (
      <Button asChild size={size}>
        <Link to={href('membershipPlan')}>{action.label}</Link>
      </Button>
    );
  }
  return (
    <Button size={size} disabled>
      {TITLE_UNAVAILABLE_BUTTON}
    </Button>
  );
}

/** 'Watching with X' and, when there is a choice, 'Change How to Watch' (001 §2). */
export function WatchingWith({ work, offers, offer }: { work: Pick<Work, 'id' | 'title'>; offers: readonly NamedOffer[]; offer: NamedOffer | null }) {
  const [open, setOpen] = useState(false);
  if (!offer) return null;
  return (
    <div className="discovery-watching-with">
      <span>{watchingWith(offer.catalogTitle)}</span>
      {offers.length > 1 && (
        <>
          <Button variant="link" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {CHANGE_HOW_TO_WATCH}
          </Button>
          {open && (
            <LazyPart>
              <OfferSelector
                open
                onOpenChange={setOpen}
                title={work.title}
                offers={offers}
                chosen={offer}
                onChoose={(chosen) => chooseOffer(work.id, chosen.offer_id)}
              />
            </LazyPart>
          )}
        </>
      )}
    </div>
  );
}

export interface TitleActionsProps {
  work: Work;
  action: TitleAction;
  /** The Play link (a movie's own, or a show's next-up episode's). */
  play: ReactNode;
  offers: readonly NamedOffer[];
  offer: NamedOffer | null;
}

/** The title's buttons (001 §2, §4): main action, trailer, watchlist, thumbs, hide, how to watch. */
export function TitleActions({ work, action, play, offers, offer }: TitleActionsProps) {
  const viewer = useViewer();
  const [trailer, setTrailer] = useState(false);
  const member = viewer.kind === 'member';
  return (
    <div className="discovery-title-actions">
      {action.kind === 'unavailable' && <p className="discovery-unavailable">{titleUnavailable()}</p>}
      <div className="discovery-title-actions__row">
        <ActionButton action={action} play={play} />
        {action.kind === 'unavailable' && member && <WorkRequestButton workId={work.id} title={work.title} requested={work.is_requested} size="md" />}
        {work.trailer && (
          <>
            <Button variant="secondary" size="lg" onClick={() => setTrailer(true)} aria-haspopup="dialog">
              Trailer
            </Button>
            {trailer && (
              <LazyPart>
                <TrailerDialog open={trailer} onOpenChange={setTrailer} title={work.title} url={work.trailer} />
              </LazyPart>
            )}
          </>
        )}
        {member && <WatchlistButton work={work} variant="labelled" />}
        <Thumbs work={work} />
        {member && <HideButton work={work} variant="labelled" />}
      </div>
      {member && action.kind !== 'unavailable' && <WatchingWith work={work} offers={offers} offer={offer} />}
    </div>
  );
}
