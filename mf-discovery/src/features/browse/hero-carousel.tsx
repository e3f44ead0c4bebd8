import { Link } from 'react-router';
import { track } from '@sift/app-kit';
import { BROWSE_CAROUSEL_AUTOPLAY_MS, type HeroItem } from '@sift/contracts';
import { Button, Carousel, Skeleton, VisuallyHidden } from '@sift/ui';
import { api } from '../../api';
import { apiKey, PUBLIC_SCOPE, useApiQuery } from '@sift/data';
import { usePrerenderedData } from '@sift/mount';
import { titleHref } from '../posters/title-href';

function HeroSlide({ item, first }: { item: HeroItem; first: boolean }) {
  const to = titleHref({ type: item.meta.item_type, slug: item.meta.slug });
  return (
    <article className="discovery-hero" data-campaign-id={item.campaign_id}>
      <picture>
        <source media="(max-width: 767.98px)" srcSet={item.banner_mobile_image_url} />
        <img
          className="discovery-hero__image"
          src={item.banner_image_url}
          alt=""
          width={1280}
          height={720}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      </picture>
      <div className="discovery-hero__text">
        <h2 className="discovery-hero__title">{item.title}</h2>
        <p className="discovery-hero__description">{item.description}</p>
        <Button asChild>
          <Link to={to} onClick={() => track('hero_click', { campaign_id: item.campaign_id, slug: item.meta.slug })}>
            More Info<VisuallyHidden>: {item.title}</VisuallyHidden>
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** What a member's browse page is pre-rendered with (src/documents.ts): the hero, a public answer. */
export interface BrowsePageData {
  hero: HeroItem[];
}

/**
 * The browse hero (001 §2): campaign items, rotating every 6000 ms (paused on hover, focus and reduced motion). On a
 * pre-rendered page it starts from the items the page was rendered with, then shows what the API answers now.
 */
export function HeroCarousel({ mediaType }: { mediaType?: 'movie' | 'show' }) {
  const prerendered = usePrerenderedData<BrowsePageData>()?.hero;
  const { data, error } = useApiQuery(apiKey(PUBLIC_SCOPE, 'hero/', { media_type: mediaType }), () => api().discovery.hero(mediaType), {
    placeholder: prerendered,
  });
  if (error || data?.length === 0) return null;
  if (!data) return <Skeleton className="discovery-hero discovery-hero--loading" />;
  return (
    <Carousel
      label="Featured"
      className="discovery-hero-carousel"
      intervalMs={BROWSE_CAROUSEL_AUTOPLAY_MS}
      slides={data.map((item, i) => <HeroSlide key={item.id} item={item} first={i === 0} />)}
    />
  );
}
