import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { CHANGE_HOW_TO_WATCH, DIALOG_LOAD_FAILED, TITLE_UNAVAILABLE_BUTTON, titleUnavailable, watchingWith, type Work } from '@sift/contracts';
import { Alert, Button, lazyDialog } from '@sift/ui';
import { HideButton } from '../posters/hide-button';
import { WatchlistButton } from '../posters/watchlist-button';
import { WorkRequestButton } from '../requests/work-request-button';
import { useViewer } from '../viewer/use-viewer';
import { chooseOffer, type NamedOffer } from './offers';
import { Thumbs } from './thumbs';
import type { TitleAction } from './title-access';

// Its dialogs load when first opened, not with the title page (docs/decisions/0139); a failed fetch says so beside
// the button, whose next press fetches again.
const OfferSelector = lazyDialog(() => import('./offer-selector').then((m) => ({ default: m.OfferSelector })));
const TrailerDialog = lazyDialog(() => import('./trailer-dialog').then((m) => ({ default: m.TrailerDialog })));
const dialogFailed = <Alert tone="error">{DIALOG_LOAD_FAILED}</Alert>;

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
  if (!offer) return null;
  return (
    <div className="discovery-watching-with">
      <span>{watchingWith(offer.catalogTitle)}</span>
      {offers.length > 1 && (
        <OfferSelector
          trigger={
            <Button variant="link" size="sm">
              {CHANGE_HOW_TO_WATCH}
            </Button>
          }
          failed={dialogFailed}
          title={work.title}
          offers={offers}
          chosen={offer}
          onChoose={(chosen) => chooseOffer(work.id, chosen.offer_id)}
        />
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
  const member = viewer.kind === 'member';
  return (
    <div className="discovery-title-actions">
      {action.kind === 'unavailable' && <p className="discovery-unavailable">{titleUnavailable()}</p>}
      <div className="discovery-title-actions__row">
        <ActionButton action={action} play={play} />
        {action.kind === 'unavailable' && member && <WorkRequestButton workId={work.id} title={work.title} requested={work.is_requested} size="md" />}
        {work.trailer && (
          <TrailerDialog
            trigger={
              <Button variant="secondary" size="lg">
                Trailer
              </Button>
            }
            failed={dialogFailed}
            title={work.title}
            url={work.trailer}
          />
        )}
        {member && <WatchlistButton work={work} variant="labelled" />}
        <Thumbs work={work} />
        {member && <HideButton work={work} variant="labelled" />}
      </div>
      {member && action.kind !== 'unavailable' && <WatchingWith work={work} offers={offers} offer={offer} />}
    </div>
  );
}
