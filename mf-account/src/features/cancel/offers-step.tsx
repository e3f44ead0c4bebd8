import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ANNUAL_SAVINGS_TEXT,
  DEVICE_OFFER_CREDIT,
  GET_HELP_GET_CREDIT,
  isSupportChatOpen,
  ONE_FREE_MONTH,
  UPGRADE_TO_ANNUAL,
  type CancelOffer,
} from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, PageSkeleton } from '@sift/ui';
import { api } from '../../api';
import { serverNow } from '../../server-clock';
import { chatHref } from '../support-chat/support-chat';
import { annualEligible } from '../subscription/plan-state';
import { stepAfterOffers } from './cancel-rules';
import { readCancelSession, recordHelpPathTaken, updateCancelSession, type CancelSession } from './cancel-session';
import { useCancelableSubscription } from './use-cancel-guard';

function OfferCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="card ac-offer">
      <h2 className="ac-section__title">{title}</h2>
      {children}
    </li>
  );
}


/** Step 2 (002 §2.4, §4): the offers for the reason picked, then on to the discount or the confirmation. */
export function OffersStep() {
  const navigate = useNavigate();
  const { summary, error } = useCancelableSubscription();
  const [session] = useState<CancelSession | null>(readCancelSession);
  const [chatOpen, setChatOpen] = useState(false);

  useEffect(() => {
    if (!session) void navigate(href('cancel'), { replace: true });
  }, [session, navigate]);
  useEffect(() => {
    // Chat only in Denver's support hours, by the server's clock (002 §4).
    void serverNow().then((now) => setChatOpen(isSupportChatOpen(now)));
  }, []);

  if (error) return <Alert tone="error">{error.message}</Alert>;
  if (!summary || !session) return <PageSkeleton />;
  const offered = (offer: CancelOffer) => session.offersShown.includes(offer);
  /**
   * Following an offer leaves the flow. A way to support remembers what it promised: the e-mail and the call write
   * the session when the ticket is sent or the call booked (with the free month of 'Get Help, Get Credit').
   */
  const follow = (offer: CancelOffer, prioritySupport?: { oneMonthFree: boolean }) => () => {
    track('cancel_offer_selected', { offer, reason: session.reason });
    if (prioritySupport) updateCancelSession({ prioritySupport: true, oneMonthFree: prioritySupport.oneMonthFree });
  };
  /** The chat leaves the site at once: the session (and the free month it promises) is written first (0104). */
  const openChat = (offer: CancelOffer, withFreeMonth: boolean) => async (event: MouseEvent) => {
    event.preventDefault();
    track('cancel_offer_selected', { offer, reason: session.reason });
    await recordHelpPathTaken({ oneMonthFree: withFreeMonth }, (body) => api().account.recordCancelingUserReason(body)).catch(() => undefined);
    void navigate(chatHref(withFreeMonth));
  };

  return (
    <div className="ac-form ac-form--wide">
      <p className="ac-lede">Before you go, one of these might help.</p>
      <ul className="ac-offers">
        {offered('new_device') && (
          <OfferCard title={`A new TV device: ${DEVICE_OFFER_CREDIT}`}>
            <p>Buy an eligible streaming device and we credit your account up to $30.</p>
            <p className="ac-actions ac-actions--start">
              <Link className="ac-link" to={href('tvDevicesAndroidTv')} onClick={follow('new_device')}>
                Android TV
              </Link>
              <Link className="ac-link" to={href('tvDevicesGoogleTv')} onClick={follow('new_device')}>
                Google TV
              </Link>
              <Link className="ac-link" to={href('tvDevicesAppleTv')} onClick={follow('new_device')}>
                Apple TV
              </Link>
              <Link className="ac-link" to={href('tvDevicesFireTv')} onClick={follow('new_device')}>
                Fire TV
              </Link>
            </p>
          </OfferCard>
        )}
        {offered('support') && (
          <OfferCard title="Talk to our support team">
            <p>Tell us what would make Sift worth it for your family; a real person answers, first.</p>
            <p className="ac-actions ac-actions--start">
              <Link className="ac-link" to={href('rescueEmail')} onClick={follow('support', { oneMonthFree: false })}>
                Contact priority support
              </Link>
              {chatOpen && (
                <Link className="ac-link" to={chatHref(false)} onClick={(event) => void openChat('support', false)(event)} data-testid="chat-link">
                  Chat with us
                </Link>
              )}
            </p>
          </OfferCard>
        )}
        {offered('annual_upgrade') && annualEligible(summary) && (
          <OfferCard title={`Switch to annual and ${ANNUAL_SAVINGS_TEXT}`}>
            <p>Pay once a year and get two months free compared with paying monthly.</p>
            <Link className="ac-link" to={href('account', undefined, { show_annual: 1 })} onClick={follow('annual_upgrade')}>
              {UPGRADE_TO_ANNUAL}
            </Link>
          </OfferCard>
        )}
        {offered('personalization') && (
          <OfferCard title="Shows picked for your family">
            <p>See recommendations that fit the filters you already use.</p>
            <Link className="ac-link" to={href('browseRecommendedTv')} onClick={follow('personalization')}>
              See recommended shows
            </Link>
          </OfferCard>
        )}
        {offered('email_support') && (
          <OfferCard title="E-mail our support team">
            <p>Tell us which titles or filters you are missing; we answer within a day.</p>
            <Link className="ac-link" to={href('rescueEmail')} onClick={follow('email_support', { oneMonthFree: false })}>
              E-mail support
            </Link>
          </OfferCard>
        )}
        {offered('more_services') && (
          <OfferCard title="Add your streaming services">
            <p>Link more services to filter more of what you watch.</p>
            <Link className="ac-link" to={href('services')} onClick={follow('more_services')}>
              Link Services
            </Link>
          </OfferCard>
        )}
        {offered('get_help_email') && (
          <OfferCard title={GET_HELP_GET_CREDIT}>
            <p>Let us fix it, and get {ONE_FREE_MONTH} on us for your trouble.</p>
            <p className="ac-actions ac-actions--start">
              <Link className="ac-link" to={href('rescueEmail')} onClick={follow('get_help_email', { oneMonthFree: true })}>
                E-mail us
              </Link>
              {chatOpen && (
                <Link className="ac-link" to={chatHref(true)} onClick={(event) => void openChat('get_help_chat', true)(event)} data-testid="chat-link">
                  Chat with us
                </Link>
              )}
              <Link className="ac-link" to={href('scheduleACall')} onClick={follow('get_help_phone', { oneMonthFree: true })}>
                Schedule a call
              </Link>
            </p>
          </OfferCard>
        )}
      </ul>
      <div className="ac-actions ac-actions--spread">
        <Button asChild variant="secondary">
          <Link to={href('account')}>Keep my subscription</Link>
        </Button>
        <Button asChild variant="danger">
          <Link
            to={
              stepAfterOffers(summary.subscription_discount_eligible) === 'discount'
                ? href('cancelDiscount', { offer_id: summary.subscription!.id })
                : href('cancelConfirm')
            }
          >
            Continue to cancel
          </Link>
        </Button>
      </div>
    </div>
  );
}
