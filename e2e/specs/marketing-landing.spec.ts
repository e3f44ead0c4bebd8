/**
 * The landing page (issue 9; spec 000 §2.1, §2.9): its sections in order on real data from the API, the FAQ, the
 * poster carousel (4 s, and not under reduced motion), the page without JavaScript (the pre-rendered HTML), and its
 * title and description; the app starting behind the pre-rendered page when the visitor reaches for it.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { PRERENDERED_DOCUMENT, STORAGE_KEYS } from '@sift/contracts';
import { expect, test } from '../core/fixtures';
import { API_URL, REMOTE_ORIGINS } from '../core/site';
import { MarketingPage } from '../pages/marketing.page';

interface Page<T> {
  results: T[];
}

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.ok(), path).toBeTruthy();
  return (await response.json()) as T;
};

const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

test('/ shows its sections in order, with the plans, posters, services and FAQ of the API', async ({ page, consoleErrors }) => {
  const landing = new MarketingPage(page);
  await landing.open('/');
  await landing.fresh();

  expect(await landing.sectionNames()).toEqual([
    'Introduction',
    'Try it: pick what to filter',
    'Works with the services you already have',
    'Featured on Sift',
    'Watch on the devices you have',
    'Plans and pricing',
    'Questions and answers',
    'footer',
  ]);
  await expect(landing.section('Introduction')).toContainText('Filters for over 20,000 shows and movies');
  await expect(page.getByRole('heading', { level: 1, name: 'Filter movies and shows your way' })).toBeAttached();

  // Plans: every plan, by price ascending, in dollars without a trailing .00.
  const plans = await api<Page<{ id: number; price: number; title_display: string }>>(page.request, 'subscription-plans/');
  const byPrice = [...plans.results].sort((a, b) => a.price - b.price);
  await expect(landing.plans.getByRole('heading')).toHaveText(byPrice.map((p) => p.title_display));
  for (const plan of byPrice) {
    const card = landing.plans.filter({ has: page.getByRole('heading', { name: plan.title_display }) });
    await expect(card).toContainText(dollars(plan.price));
    await expect(card.getByRole('link', { name: `Choose ${plan.title_display}` })).toHaveAttribute(
      'href',
      `/membership/email?selected_plan_id=${plan.id}`,
    );
  }
  await expect(landing.plans.first()).not.toContainText('.00');

  // The featured posters: the 12 most popular available works, four to a slide.
  const works = await api<Page<{ title: string }>>(page.request, 'content/v2/works/?order_by=popular&offering_status=available&limit=12');
  const featured = landing.section('Featured on Sift');
  await expect(featured.locator('img')).toHaveCount(12);
  expect(await featured.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
    works.results.map((w) => w.title),
  );

  // The landing services (ids 12, 3, 13, 15) with their logos, and Prime Video's add-on channels.
  const services = await api<Page<{ id: number; name: string }>>(page.request, 'streaming-services/');
  const names = [12, 3, 13, 15].map((id) => services.results.find((s) => s.id === id)!.name);
  const servicesSection = landing.section('Works with the services you already have');
  for (const name of names) await expect(servicesSection.getByRole('img', { name, exact: true })).toBeVisible();
  await expect(servicesSection.getByRole('img', { name: 'STARZ (Prime Video channel)' })).toBeVisible();

  // The FAQ from faqs/, each item opening and closing.
  const faqs = await api<Page<{ question: string; answer: string }>>(page.request, 'faqs/');
  const faq = landing.section('Questions and answers');
  await expect(faq.getByRole('button')).toHaveText(faqs.results.map((f) => f.question));
  const first = faq.getByRole('button', { name: faqs.results[0].question });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(faqs.results[0].answer)).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(faqs.results[0].answer)).toBeHidden();

  // The devices, with the note on ad-free content.
  const devices = landing.section('Watch on the devices you have');
  for (const device of ['Android TV', 'Apple TV', 'Chromecast', 'Fire TV', 'Roku', 'iPhone', 'Firefox']) {
    await expect(devices.getByText(device, { exact: true })).toBeVisible();
  }
  await expect(devices).toContainText('Filtering on Roku, Google Cast and AirPlay is only for ad-free content.');

  // Sign-up leads to the services step of the wizard; the footer to the info pages and the external links.
  await expect(landing.section('Introduction').getByRole('link', { name: 'Start filtering' })).toHaveAttribute('href', '/wizard/v2/services');
  const footer = landing.app.locator('.mk-footer');
  for (const [name, href] of [['About us', '/about'], ['Jobs', '/jobs'], ['Privacy policy', '/privacy'], ['Terms of use', '/terms']]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const name of ['Affiliates', 'Blog', 'Contact us', 'Gift cards', 'Facebook']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
  }
  expect(consoleErrors).toEqual([]);
});

test('the filter demo starts from the landing defaults and follows the categories a viewer switches', async ({ page }) => {
  const landing = new MarketingPage(page);
  await landing.open('/');
  const demo = landing.section('Try it: pick what to filter');
  for (const on of ['Sex', 'Nudity', 'Blood & Gore', 'Profanity']) {
    await expect(demo.getByRole('button', { name: on, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(demo.getByRole('button', { name: 'Kissing', exact: true })).toHaveAttribute('aria-pressed', 'false');
  const works = demo.getByRole('listitem');
  await expect(works).toHaveCount(3);
  const first = works.first().locator('.mk-demo__result');
  const before = await first.textContent();
  // Everything off: nothing to filter.
  for (const on of ['Sex', 'Nudity', 'Blood & Gore', 'Profanity']) await demo.getByRole('button', { name: on, exact: true }).click();
  await expect(first).toHaveText('Nothing to filter with these choices.');
  for (const name of ['Sex', 'Nudity', 'Blood & Gore', 'Profanity']) await demo.getByRole('button', { name, exact: true }).click();
  await expect(first).toHaveText(before!);
});

test('the poster carousel moves on after 4 s', async ({ page }) => {
  await page.clock.install();
  const landing = new MarketingPage(page);
  await landing.open('/');
  const slides = landing.section('Featured on Sift').getByRole('group');
  await expect(slides.filter({ visible: true })).toHaveAttribute('aria-label', '1 of 3');
  await page.clock.runFor(3_900);
  await expect(slides.filter({ visible: true })).toHaveAttribute('aria-label', '1 of 3');
  await page.clock.runFor(200);
  await expect(slides.filter({ visible: true })).toHaveAttribute('aria-label', '2 of 3');
});

test('the poster carousel stays put under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const landing = new MarketingPage(page);
  await landing.open('/');
  const featured = landing.section('Featured on Sift');
  await page.clock.runFor(12_000);
  await expect(featured.getByRole('group').filter({ visible: true })).toHaveAttribute('aria-label', '1 of 3');
  await expect(featured.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ still shows the hero, the plans and the footer (the pre-rendered page)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Filters for over 20,000 shows and movies')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start filtering' })).toBeVisible();
    const pricing = page.getByRole('region', { name: 'Plans and pricing' });
    await expect(pricing.getByRole('heading', { name: 'Monthly' })).toBeVisible();
    await expect(pricing).toContainText('$9.99');
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of use' })).toBeVisible();
    // The shell's frame is there too: nothing moves when the app takes over.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page).toHaveTitle('Filter movies and shows your way | Sift');
  });
});

test('the pre-rendered page is taken over without a blank moment and without moving', async ({ page }) => {
  // Where the hero's words are in the pre-rendered page, and where they are once the app shows the page.
  await page.addInitScript(() => {
    const seen: { phase: string; top: number }[] = [];
    (window as unknown as { heroSeen: typeof seen }).heroSeen = seen;
    const record = () => {
      const hero = [...document.querySelectorAll<HTMLElement>('.mk-hero__title')].find((el) => el.offsetParent !== null);
      seen.push({ phase: document.getElementById('sift-document') ? 'pre-rendered' : 'app', top: hero ? hero.getBoundingClientRect().top : -1 });
      if (document.getElementById('sift-document') || seen.filter((s) => s.phase === 'app').length < 3) requestAnimationFrame(record);
    };
    // From the first frame after the pre-rendered page is parsed (a frame painted while the parser was still on its
    // way to the hero, on a busy machine, is no moment of the take-over).
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(record));
  });
  const landing = new MarketingPage(page);
  await landing.open('/');
  const seen = await page.evaluate(() => (window as unknown as { heroSeen: { phase: string; top: number }[] }).heroSeen);
  expect(seen.some((s) => s.phase === 'pre-rendered')).toBe(true);
  // In every frame, before and after, the hero was shown, at one place.
  expect(seen.filter((s) => s.top < 0), JSON.stringify(seen)).toEqual([]);
  expect(new Set(seen.map((s) => Math.round(s.top))).size, JSON.stringify(seen)).toBe(1);
});

test.describe('behind the pre-rendered page, the app waits for the visitor (docs/decisions/0060)', () => {
  test('nothing of the app loads until the visitor reaches for the page, and a press made meanwhile still counts', async ({ page, consoleErrors }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (['script', 'fetch', 'xhr'].includes(request.resourceType())) requested.push(request.url());
    });
    await page.goto('/');
    const prerendered = page.locator('#sift-document');
    await expect(prerendered).toHaveAttribute('data-sift-start', 'waiting');
    expect(requested.filter((url) => url.endsWith('/registry.json') || url.startsWith(REMOTE_ORIGINS.marketing))).toEqual([]);

    // The visitor switches a category of the filter demo on the pre-rendered page: the app starts, takes over, and
    // the press is applied to the app's page.
    const kissing = (root: Locator) => root.getByRole('region', { name: 'Try it: pick what to filter' }).getByRole('button', { name: 'Kissing', exact: true });
    await expect(kissing(prerendered)).toHaveAttribute('aria-pressed', 'false');
    await kissing(prerendered).click();
    const landing = new MarketingPage(page);
    await landing.tookOver();
    await expect(kissing(landing.app)).toHaveAttribute('aria-pressed', 'true');
    expect(requested.some((url) => url.endsWith('/registry.json'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('with nobody touching the page, the app starts 10 s after the document did', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('#sift-document')).toHaveAttribute('data-sift-start', 'waiting');
    await page.clock.runFor(PRERENDERED_DOCUMENT.startAtLatestMs);
    await new MarketingPage(page).tookOver();
  });

  test('a URL with a query starts the app at once: a promo code is read without waiting', async ({ page }) => {
    await page.goto('/?promo_code=free14');
    await new MarketingPage(page).tookOver();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.promoCode)).toContain('free14');
  });
});
