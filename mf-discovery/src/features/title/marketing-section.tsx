import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import { PRODUCT_NAME } from '@sift/contracts';
import { Button } from '@sift/ui';

/** What visitors see below a title instead of episodes and recommendations (001 §2 "marketing lower section"). */
export function MarketingSection({ title, cta }: { title: string; cta: string }) {
  return (
    <section className="discovery-marketing card" aria-labelledby="discovery-marketing-title">
      <h2 id="discovery-marketing-title">Watch {title} your way</h2>
      <p>
        {PRODUCT_NAME} plays movies and shows from the streaming services you already have, with the profanity, nudity,
        violence and other scenes you choose skipped or muted, for each person in your family.
      </p>
      <ul className="discovery-marketing__points">
        <li>Filters for over 20,000 movies and shows</li>
        <li>A profile for each member of the family, each with its own filters</li>
        <li>Works with the services you already pay for</li>
      </ul>
      <Button asChild size="lg">
        <Link to={href('wizardSelectServicesV2')}>{cta}</Link>
      </Button>
    </section>
  );
}
