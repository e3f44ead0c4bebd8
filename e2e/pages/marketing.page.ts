import { expect, type Locator, type Page } from '@playwright/test';
import { remoteRoot } from './remote';

/** The landing and promo pages of mf-marketing, as a visitor sees them once the app has taken the page over. */
export class MarketingPage {
  constructor(private readonly page: Page) {}

  /**
   * Opens a page as a visitor who then reaches for it (a key press: behind a pre-rendered page, that starts the app,
   * docs/decisions/0060) and waits until the app has taken the pre-rendered page over (0023).
   */
  async open(path = '/') {
    await this.page.goto(path);
    await this.page.keyboard.press('Shift');
    await this.tookOver();
  }

  async tookOver() {
    await expect(this.page.locator('#sift-document')).toHaveCount(0);
    await expect(remoteRoot(this.page, 'marketing')).toBeVisible();
  }

  /** Waits until the page's own load from the API answered (the promo is checked, the banner follows the clock). */
  async fresh() {
    await expect(this.app.locator('.mk-landing__content')).toHaveAttribute('data-state', 'fresh');
  }

  get app(): Locator {
    return remoteRoot(this.page, 'marketing');
  }

  section(name: string | RegExp): Locator {
    return this.app.getByRole('region', { name, exact: typeof name === 'string' });
  }

  /** The page's parts in the order they appear: each section's name, and 'footer' for the footer. */
  async sectionNames(): Promise<string[]> {
    return this.app.locator('.mk-landing__content > section, .mk-landing__content > footer').evaluateAll((parts) =>
      parts.map((part) => {
        if (part.tagName === 'FOOTER') return 'footer';
        const labelledBy = part.getAttribute('aria-labelledby');
        return (labelledBy ? document.getElementById(labelledBy)?.textContent : part.getAttribute('aria-label')) ?? '';
      }),
    );
  }

  get plans(): Locator {
    return this.section('Plans and pricing').getByRole('listitem');
  }

  get banner(): Locator {
    return this.app.getByRole('complementary', { name: 'Offer' });
  }
}
