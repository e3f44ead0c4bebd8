import { FILTERED_SHOWS_CLAIM, SUPPORT_EMAIL } from '@sift/contracts';
import { InfoPage } from '../features/info/info-page';

/** `/about` (000 §2.4): the mission. */
export function AboutPage() {
  return (
    <InfoPage intro={<p>Sift exists so families can enjoy movies and shows together, on their own terms.</p>}>
      <h2>Our mission</h2>
      <p>
        Great stories are worth sharing, but a single scene can keep a family from watching a film together. We build Sift so
        parents can decide what their children see and hear, and so anyone can enjoy a movie without the parts they would
        rather skip. We do not edit anyone&apos;s art: the original title plays on the service you already pay for, and Sift
        skips or mutes the moments you chose, on your screen, for your profile only.
      </p>
      <h2>What we do</h2>
      <p>
        Our team and our community tag scenes in movies and shows, second by second: profanity, nudity, sexual content,
        violence, blood, drug use and more. Today Sift has filters for over {FILTERED_SHOWS_CLAIM.toLocaleString('en-US')}{' '}
        shows and movies, and we tag more every week. Each profile in an account keeps its own choices, and parental controls
        let parents set filters no profile can turn off.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>Families choose, not us. There are no preset &quot;ratings&quot;: every category can be switched on or off.</li>
        <li>Tags are accurate or they are useless. Every title is checked by a second person before its filters go live.</li>
        <li>Your viewing is yours. We never sell what you watch or what you filter (see our privacy policy).</li>
      </ul>
      <h2>Who we are</h2>
      <p>
        Sift is a small company of parents, engineers and film lovers. We work remotely across the United States and meet in
        person twice a year. If you have a question, an idea or a title you want us to tag next, write to us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </InfoPage>
  );
}
