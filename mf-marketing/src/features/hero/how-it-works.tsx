/** Three steps beside the landing hero: what a new member does. */
export function HowItWorks({ title = 'How it works' }: { title?: string }) {
  return (
    <div className="mk-steps">
      <h2 className="mk-steps__title">{title}</h2>
      <ol>
        <li>
          <strong>Pick your filters.</strong> Profanity, nudity, violence and more, per profile.
        </li>
        <li>
          <strong>Link your services.</strong> Sift works with the streaming services you already pay for.
        </li>
        <li>
          <strong>Press play.</strong> Sift skips or mutes what you chose, scene by scene.
        </li>
      </ol>
    </div>
  );
}
