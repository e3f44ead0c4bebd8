import { PRODUCT_NAME, SUPPORT_EMAIL } from '@sift/contracts';
import { InfoPage, LEGAL_UPDATED } from '../features/info/info-page';

/** `/terms` (000 §2.4): the terms of use. */
export function TermsPage() {
  return (
    <InfoPage
      updated={LEGAL_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and {PRODUCT_NAME} when you use our website, apps and filtering service.
          Please read them; by creating an account or using the service you accept them.
        </p>
      }
    >
      <h2>1. The service</h2>
      <p>
        {PRODUCT_NAME} lets you watch movies and shows from streaming services you subscribe to, with scenes you choose
        skipped or muted. We do not sell or rent the titles themselves: you need your own account with each streaming
        service, and its own terms apply to what you watch there. Which titles can be filtered, and on which services and
        devices, changes over time.
      </p>
      <h2>2. Your account</h2>
      <ul>
        <li>You must be 18 or older to create an account. Children may use profiles an adult manages.</li>
        <li>Keep your password private. You are responsible for what happens under your account.</li>
        <li>An account may have up to 6 profiles, for the members of one household.</li>
        <li>Give us a working e-mail address: we send codes, receipts and changes to these terms there.</li>
      </ul>
      <h2>3. Subscriptions, trials and payment</h2>
      <ul>
        <li>Paid plans renew automatically each month or year until you cancel. Prices are shown before you pay.</li>
        <li>
          A free trial or promo code applies as described when you redeem it. Unless you cancel before a trial ends, the
          plan you chose starts and is charged.
        </li>
        <li>
          You can cancel at any time from your account page. You keep access until the end of the period you paid for; we
          do not refund partial periods except where the law requires it.
        </li>
        <li>If a payment fails, we may pause your subscription until it is paid.</li>
        <li>We may change prices with at least 30 days&apos; notice by e-mail; the new price applies from your next renewal.</li>
      </ul>
      <h2>4. Filters are a help, not a guarantee</h2>
      <p>
        Scenes are tagged by people, and people miss things. Streaming services also change the versions they show. We work
        hard to be accurate and we fix what members report, but we cannot promise that every scene you chose will be skipped
        or muted. Please supervise what young children watch.
      </p>
      <h2>5. Acceptable use</h2>
      <p>Do not use {PRODUCT_NAME} to:</p>
      <ul>
        <li>copy, download, record or redistribute any title, or get around a streaming service&apos;s protections;</li>
        <li>share your account outside your household or resell access to it;</li>
        <li>scrape, copy or republish our tags and filters, or interfere with the service or other members.</li>
      </ul>
      <h2>6. Our content</h2>
      <p>
        The tags, filter data, software and design of {PRODUCT_NAME} belong to us. We give you a personal, non-transferable
        licence to use them for watching at home while your account is in good standing.
      </p>
      <h2>7. Ending the agreement</h2>
      <p>
        You can close your account at any time. We may suspend or close an account that breaks these terms, after telling you
        why when we can. Sections 4, 6, 8 and 9 continue after the agreement ends.
      </p>
      <h2>8. Liability</h2>
      <p>
        The service is provided as it is. To the extent the law allows, {PRODUCT_NAME} is not liable for indirect or
        consequential losses, and our total liability to you is limited to what you paid us in the twelve months before the
        claim. Nothing in these terms limits rights you have as a consumer that cannot be limited.
      </p>
      <h2>9. Disputes and law</h2>
      <p>
        These terms are governed by the laws of the State of Utah, United States. Before starting any formal claim, write to
        us so we can try to solve it together within 60 days.
      </p>
      <h2>10. Changes and contact</h2>
      <p>
        If we change these terms in a way that matters, we tell you by e-mail at least 30 days before the change applies.
        Questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </InfoPage>
  );
}
