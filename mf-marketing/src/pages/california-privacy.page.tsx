import { Link } from 'react-router';
import { PRIVACY_EMAIL, PRODUCT_NAME } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { InfoPage, LEGAL_UPDATED } from '../features/info/info-page';

/** `/california-privacy` (000 §2.4): the notice for California residents (CCPA as amended by the CPRA). */
export function CaliforniaPrivacyPage() {
  return (
    <InfoPage
      updated={LEGAL_UPDATED}
      intro={
        <p>
          This notice adds to our <Link to={href('privacy')}>privacy policy</Link> for residents of California, as the
          California Consumer Privacy Act requires.
        </p>
      }
    >
      <h2>Personal information we collect</h2>
      <p>In the last twelve months {PRODUCT_NAME} collected these categories of personal information:</p>
      <ul>
        <li>Identifiers: name, e-mail address, account and device identifiers.</li>
        <li>Commercial information: your plan, payments and promo codes used.</li>
        <li>Internet activity: pages visited, titles played and the filters you set, on our service only.</li>
        <li>Inferences: which kinds of titles a profile may like, used for recommendations.</li>
      </ul>
      <p>
        We collect them from you and from your use of the service, for the purposes listed in our privacy policy. We do not
        collect sensitive personal information beyond your account password, which we store only as a secure hash.
      </p>
      <h2>No sale or sharing</h2>
      <p>
        {PRODUCT_NAME} does not sell personal information and does not share it for cross-context behavioural advertising, and
        has not done so in the last twelve months. We do not knowingly sell the personal information of anyone under 16.
      </p>
      <h2>Your rights</h2>
      <ul>
        <li>To know what personal information we collected about you, and to get a copy of it.</li>
        <li>To have it corrected when it is wrong.</li>
        <li>To have it deleted, with exceptions the law allows (for example billing records).</li>
        <li>Not to be treated differently for using any of these rights.</li>
      </ul>
      <h2>How to make a request</h2>
      <p>
        Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> from the e-mail address of your account. We confirm
        your request within 10 days and answer within 45 days. An authorised agent may make a request for you with your
        signed permission; we may ask you to confirm your identity directly.
      </p>
      <h2>Retention</h2>
      <p>
        We keep each category while your account is open and delete or anonymise it within 90 days after you close it, except
        records the law requires us to keep longer.
      </p>
    </InfoPage>
  );
}
