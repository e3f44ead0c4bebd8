import type { Page } from '@playwright/test';

export class Navbar {
  constructor(private readonly page: Page) {}
  get root() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }
  async openMenu() {
    await this.root.locator('summary').click();
  }
  async go(linkName: string) {
    const link = this.root.getByRole('link', { name: linkName, exact: true });
    if (!(await link.isVisible())) await this.openMenu();
    await link.click();
  }
}
