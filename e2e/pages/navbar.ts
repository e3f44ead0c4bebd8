import type { Page } from '@playwright/test';

export class Navbar {
  constructor(private readonly page: Page) {}
  get root() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }
  /** The profile menu's button (it names the active profile). */
  get profileMenuButton() {
    return this.root.locator('details.navbar__menu > summary');
  }
  async openMenu() {
    await this.profileMenuButton.click();
  }
  /** The 'categories' menu (000 §2.8): its button, then the list it opens. */
  get categoriesButton() {
    return this.root.locator('summary', { hasText: 'Categories' });
  }
  async openCategories() {
    await this.categoriesButton.click();
    return this.root.locator('.navbar__categories-list');
  }
  async go(linkName: string) {
    const link = this.root.getByRole('link', { name: linkName, exact: true });
    if (!(await link.isVisible())) await this.openMenu();
    await link.click();
  }
}
