import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LINK_SERVICES_INTRO } from '@sift/contracts';
import { href, useUser } from '@sift/app-kit';
import { LinkServicesPanel } from '@sift/linking-ui';
import { Button } from '@sift/ui';
import { api } from '../../api';

/** Back (001 §2): the page before, or /account when there is none (the page was opened directly). */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button variant="ghost" size="sm" onClick={() => void (location.key === 'default' ? navigate(href('account')) : navigate(-1))}>
      Back
    </Button>
  );
}

/** What the list reads, from this remote's API client. */
export const linkingReads = {
  streamingServices: () => api().catalogue.streamingServices(),
  credentials: () => api().linking.credentials(),
  catalogAccesses: () => api().linking.catalogAccesses(),
};

/**
 * /services (001 §2, §4): every streaming service with its connect/disconnect switch and its catalogs. Linking needs
 * an active subscription: a signed-in user without one is sent to /membership/plan (001 §1 and the /services section
 * say 'sent'). The panel's own subscribe prompt stays for the screens that embed it (the setup flows).
 */
export function LinkServices() {
  const user = useUser();
  if (user && !user.subscription?.subscription_is_active) return <Navigate to={href('membershipPlan')} replace />;
  return (
    <div className="pl-linking">
      <div className="pl-linking__bar">
        <BackButton />
        <Button asChild variant="link" size="sm">
          <Link to={href('browse')}>Browse</Link>
        </Button>
      </div>
      <p className="pl-lede">{LINK_SERVICES_INTRO}</p>
      <LinkServicesPanel
        subscribed={Boolean(user?.subscription?.subscription_is_active)}
        reads={linkingReads}
        calls={api().linking}
        subscribeTitle="Subscribe to link your services"
        subscribeAction={
          <Button asChild>
            <Link to={href('membershipPlan')}>Subscribe</Link>
          </Button>
        }
      />
    </div>
  );
}
