import type { ReactNode } from 'react';
import { Alert, PageFrame, PosterGridSkeleton, TextSkeleton } from '@sift/ui';
import { DevicesSection } from '../devices/devices-section';
import { FaqSection } from '../faq/faq-section';
import { FeaturedPosters } from '../featured/featured-posters';
import { FilterDemo } from '../filter-demo/filter-demo';
import { LandingFooter } from '../footer/landing-footer';
import type { Section } from '../landing-data/landing-data';
import type { LandingDataState } from '../landing-data/use-landing-data';
import { PricingSection } from '../pricing/pricing-section';
import { PromoBanner } from '../pricing/promo-banner';
import { PromoNotice } from '../promo/promo-notice';
import { ServicesSection } from '../services/services-section';

/** The shared landing sections a page shows after its hero, always in the order of 000 §2.1. */
export type LandingSection = 'demo' | 'services' | 'featured' | 'devices' | 'pricing' | 'faq';

/** What each section loads (landing-data Section). */
export const SECTION_DATA: Record<LandingSection, readonly Section[]> = {
  demo: ['demo'],
  services: ['services'],
  featured: ['featured'],
  devices: [],
  pricing: ['plans'],
  faq: ['faqs'],
};

/** The data sections for a page's landing sections, plus any of its own. */
export const dataFor = (sections: readonly LandingSection[], extra: readonly Section[] = []): Section[] => [
  ...new Set([...sections.flatMap((section) => SECTION_DATA[section]), ...extra]),
];

const ORDER: readonly LandingSection[] = ['demo', 'services', 'featured', 'devices', 'pricing', 'faq'];

/** A section whose data is not there yet: its heading's place and a skeleton of its block. */
function Pending({ error, posters }: { error: Error | null; posters?: boolean }) {
  if (error) return <Alert tone="error">{error.message}</Alert>;
  return posters ? <PosterGridSkeleton count={4} /> : <TextSkeleton lines={4} />;
}

export interface LandingPageFrameProps {
  state: LandingDataState;
  hero: ReactNode;
  sections: readonly LandingSection[];
  /** The featured section's title on this page. */
  featuredTitle?: string;
  /** Shows the promo banner of 000 §2.9 when it applies. */
  banner?: boolean;
  children?: ReactNode;
}

/**
 * A landing or promo page: its hero, then the shared sections in order, then the footer. Each section shows its data
 * as soon as it is known (pre-rendered or loaded); until then its skeleton, or the error that kept it away.
 */
export function LandingPageFrame({ state, hero, sections, featuredTitle, banner = true, children }: LandingPageFrameProps) {
  const { data, error, fresh } = state;
  const shows = (section: LandingSection) => sections.includes(section);
  return (
    <PageFrame hideHeading className="mk-landing">
      <div className="mk-landing__content" data-state={fresh ? 'fresh' : 'initial'}>
        {banner && data?.promoBanner && <PromoBanner />}
        {hero}
        {ORDER.filter(shows).map((section) => {
          switch (section) {
            case 'demo':
              return data?.demo ? (
                <FilterDemo key={section} categories={data.demo.categories} works={data.demo.works} />
              ) : (
                <Pending key={section} error={error} />
              );
            case 'services':
              return data ? <ServicesSection key={section} services={data.services} /> : <Pending key={section} error={error} />;
            case 'featured':
              return data ? <FeaturedPosters key={section} works={data.featured} title={featuredTitle} /> : <Pending key={section} error={error} posters />;
            case 'devices':
              return <DevicesSection key={section} />;
            case 'pricing':
              return data ? <PricingSection key={section} plans={data.plans} promo={data.promo} /> : <Pending key={section} error={error} />;
            case 'faq':
              return data ? <FaqSection key={section} faqs={data.faqs} /> : <Pending key={section} error={error} />;
          }
        })}
        {children}
        <LandingFooter />
      </div>
      {fresh && <PromoNotice rejectedCode={data?.rejectedPromoCode ?? null} />}
    </PageFrame>
  );
}
