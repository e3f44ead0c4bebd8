import { Link } from 'react-router';
import { PRIVACY_EMAIL, PRODUCT_NAME } from '@sift/contracts';
import { href } from '@sift/app-kit';
import { InfoPage, LEGAL_UPDATED } from '../features/info/info-page';

/** `/privacy` (000 §2.4): the privacy policy. */
export function PrivacyPage() {
  return (
    <InfoPage
      updated={LEGAL_UPDATED}
      intro={
        <p>
          This policy explains what {PRODUCT_NAME} collects, why, who we share it with and the choices you have. In short: we
          collect what we need to run the service, we never sell your data, and you can see or delete it.
        </p>
      }
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your e-mail address, name, password (stored only as a secure hash) and the
          profiles you create.
        </li>
        <li>
          <strong>Your filters and viewing:</strong> the filters of each profile, parental controls, your watchlist, likes
          and where you stopped in a title, so we can resume it.
        </li>
        <li>
          <strong>Linked services:</strong> which streaming services you linked. We do not store the passwords of those
          services.
        </li>
        <li>
          <strong>Payment:</strong> our payment provider handles your card; we keep only its brand, last four digits and
          expiry date.
        </li>
        <li>
          <strong>Device and usage data:</strong> device type, browser, app version, pages visited and errors, with a random
          browser id and session id.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To provide the service: filter titles, keep your choices, and bill your subscription.</li>
        <li>To keep accounts safe: sign-in checks, fraud prevention and limits on repeated attempts.</li>
        <li>To improve Sift: which titles to tag next, and what is slow or broken.</li>
        <li>To write to you: codes, receipts, service changes and, if you joined our e-mail list, news and offers.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        We share data only with companies that work for us (hosting, e-mail delivery, payment, customer support), under
        contracts that let them use it for that work alone, and when the law requires it. We do not sell or rent your
        personal information, and we do not share what you watch or filter with advertisers.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We use a small number of cookies and local storage entries to keep you signed in, remember your profile, keep a promo
        code for a few hours and measure how the site is used. We do not use third-party advertising cookies.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your account data while your account is open. After you close it we delete or anonymise it within 90 days,
        except what the law requires us to keep, such as billing records for seven years.
      </p>
      <h2>Children</h2>
      <p>
        Accounts are for adults. Children use profiles their parents manage; we do not knowingly collect personal information
        from children under 13 beyond the profile name and filters a parent sets.
      </p>
      <h2>Your choices and rights</h2>
      <ul>
        <li>See and change your account details on your account page.</li>
        <li>Leave the e-mail list with the link in any of its e-mails.</li>
        <li>Ask for a copy of your data, or for its deletion, by writing to us.</li>
        <li>
          Residents of California have further rights: see our{' '}
          <Link to={href('californiaPrivacy')}>California privacy notice</Link>.
        </li>
      </ul>
      <h2>Security</h2>
      <p>
        Data travels encrypted, passwords and codes are stored as secure hashes, and access inside the company is limited to
        the people who need it for their work.
      </p>
      <h2>Contact</h2>
      <p>
        Write to our privacy team at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. If we change this policy in a
        way that matters, we tell you by e-mail before the change applies.
      </p>
    </InfoPage>
  );
}
