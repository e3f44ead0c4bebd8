import { Link } from 'react-router';
import { COPY_MY_LINK, HOW_IT_WORKS, LINK_COPIED, LINK_COPY_FAILED, TOAST_MS, type Sharing } from '@sift/contracts';
import { href, track } from '@sift/app-kit';
import { Alert, Button, formatPrice, PageSkeleton, useToast } from '@sift/ui';
import { formatDate } from '../shared/format';
import { accountCalls, useAccountData } from '../shared/account-data';
import { HowItWorksSteps } from './how-it-works';

/** Copies the text; false when the browser refuses (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function Terms({ sharing }: { sharing: Sharing }) {
  if (!sharing.ends_at) return null;
  return (
    <section className="ac-terms" aria-labelledby="sharing-terms-heading">
      <h2 id="sharing-terms-heading" className="ac-section__title">
        Terms
      </h2>
      <p className="ac-muted">
        The offer ends on {formatDate(sharing.ends_at)}
        {sharing.ends_rewards_at ? `; rewards for friends who joined by then are credited until ${formatDate(sharing.ends_rewards_at)}` : ''}. Both of you
        get the reward once, when your friend first pays for a plan. {sharing.rewards_help_text}
      </p>
    </section>
  );
}

/** /sharing (002 §2.3): the offer's image, title and description, How it Works, Copy My Link, the terms when it ends. */
export function SharingHome() {
  const toast = useToast();
  const sharing = useAccountData(accountCalls.sharing);
  if (sharing.error) return <Alert tone="error">{sharing.error.message}</Alert>;
  if (!sharing.data) return <PageSkeleton />;
  const data = sharing.data;
  return (
    <div className="ac-sharing">
      <img className="ac-sharing__image" src={data.image_url} alt="" width={480} height={240} />
      <h2 className="ac-sharing__title">{data.title}</h2>
      <p className="ac-lede">{data.description}</p>
      <section className="card ac-section" aria-labelledby="share-link-heading">
        <h2 id="share-link-heading" className="ac-section__title">
          Your link
        </h2>
        <p className="ac-share-link" data-testid="share-link">
          {data.link}
        </p>
        <Button
          onClick={async () => {
            const copied = await copyText(data.link);
            if (copied) track('sharing_link_copied');
            toast(copied ? LINK_COPIED : LINK_COPY_FAILED, { duration: TOAST_MS, tone: copied ? 'success' : 'error' });
          }}
        >
          {COPY_MY_LINK}
        </Button>
      </section>
      <section className="card ac-section" aria-labelledby="how-heading">
        <h2 id="how-heading" className="ac-section__title">
          {HOW_IT_WORKS}
        </h2>
        <HowItWorksSteps />
        <Link className="ac-link" to={href('sharingHowItWorks')}>
          More about how it works
        </Link>
      </section>
      {data.rewards && (
        <section className="card ac-section" aria-labelledby="rewards-heading">
          <h2 id="rewards-heading" className="ac-section__title">
            {data.rewards_title}
          </h2>
          <dl className="ac-facts ac-facts--row">
            <div>
              <dt>Friends who joined</dt>
              <dd data-testid="referred">{data.rewards.referred}</dd>
            </div>
            <div>
              <dt>Waiting for their first payment</dt>
              <dd>{data.rewards.pending}</dd>
            </div>
            <div>
              <dt>Credit earned</dt>
              <dd>{formatPrice(data.rewards.earned)}</dd>
            </div>
          </dl>
          <p className="ac-muted">{data.rewards_help_text}</p>
        </section>
      )}
      <Terms sharing={data} />
    </div>
  );
}
