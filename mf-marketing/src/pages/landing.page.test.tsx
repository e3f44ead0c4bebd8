import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteRoot } from '@sift/mount';
import { expectNoAxeViolations } from '@sift/ui/testing';
import type { LandingData } from '../features/landing-data/landing-data';
import routes from '../routes';
import { pages } from '../pages';

// The page's own load never answers here: what shows is what it was pre-rendered with.
jest.mock('../api', () => ({ api: () => ({ time: { now: () => new Promise(() => undefined) } }) }));

const DATA: LandingData = {
  plans: [
    { id: 1, price: 0, billing_frequency: 'monthly', tier_level: 0, title_display: 'First Episode Free', highlight_text: null },
    { id: 2, price: 999, billing_frequency: 'monthly', tier_level: 1, title_display: 'Monthly', highlight_text: null },
    { id: 3, price: 9990, billing_frequency: 'yearly', tier_level: 1, title_display: 'Annual', highlight_text: 'Get 2 Months Free' },
  ],
  promo: null,
  rejectedPromoCode: null,
  promoBanner: true,
  faqs: [
    { slug: 'what', question: 'What is Sift?', answer: 'Filters for families.' },
    { slug: 'cancel', question: 'Can I cancel at any time?', answer: 'Yes.' },
  ],
  services: [{ id: 3, name: 'Prime Video', logo_url: '/p.svg', channels: [{ id: 31, name: 'STARZ', logo_url: '/s.svg' }] }],
  featured: Array.from({ length: 12 }, (_, i) => ({ slug: `w${i}`, title: `Work ${i}`, type: 'movie' as const, year: 2020, poster_url: `/w${i}.svg` })),
  demo: {
    categories: [
      { id: 6, title: 'Sex' },
      { id: 9, title: 'Kissing' },
      { id: 18, title: 'Profanity' },
    ],
    works: [{ slug: 'a', title: 'A Work', type: 'movie', year: 2020, rating: 'PG', poster_url: '/a.svg', duration: 600, tags: [[18, 0, 10, 11], [9, 1, 100, 110]] }],
  },
  collections: [],
};

const RemoteRoot = createRemoteRoot({ name: 'marketing', routes, pages, buildId: 'test' });
const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: 'k' });
const navigator = {
  createHref: (to: string | { pathname?: string; search?: string }) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};

function renderLanding() {
  return render(<RemoteRoot location={at('/')} navigator={navigator} prerendered={{ path: '/', data: DATA }} />);
}

describe('the landing page with the data it was pre-rendered with', () => {
  it('shows its sections in the order of 000 §2.1, the banner, and signs up by route name', () => {
    renderLanding();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Filter movies and shows your way');
    const regions = within(main)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label') ?? document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent);
    expect(regions).toEqual([
      'Introduction',
      'Try it: pick what to filter',
      'Works with the services you already have',
      'Featured on Sift',
      'Posters',
      'Watch on the devices you have',
      'Plans and pricing',
      'Questions and answers',
    ]);
    expect(within(main).getByRole('complementary', { name: 'Offer' })).toHaveTextContent('first 14 days of Sift are free');
    // Its deadline travels with it: the shell's server leaves it out of pages served from then on (000 §2.9).
    expect(within(main).getByRole('complementary', { name: 'Offer' })).toHaveAttribute('data-sift-until', '2025-05-31T07:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Start filtering' })).toHaveAttribute('href', '/wizard/v2/services');
    expect(screen.getByRole('link', { name: 'Choose Annual' })).toHaveAttribute('href', '/membership/email?selected_plan_id=3');
    expect(screen.getByText('$99.90')).toBeInTheDocument();
  });

  it('lets the viewer switch filter categories and says what is cut or muted', async () => {
    renderLanding();
    const demo = screen.getByRole('region', { name: 'Try it: pick what to filter' });
    expect(within(demo).getByText('1 moment muted.')).toBeInTheDocument();
    await userEvent.click(within(demo).getByRole('button', { name: 'Kissing' }));
    expect(within(demo).getByRole('button', { name: 'Kissing' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(demo).getByText('1 scene cut (10 s), 1 moment muted.')).toBeInTheDocument();
  });

  it('opens and closes each FAQ item', async () => {
    renderLanding();
    const question = screen.getByRole('button', { name: 'What is Sift?' });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Filters for families.')).toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('passes axe', async () => {
    const { container } = renderLanding();
    await expectNoAxeViolations(container);
  }, 30_000);
});
