import type { Page } from '@playwright/test';

export class ProfileChooser {
  constructor(private readonly page: Page) {}
  get heading() {
    return this.page.getByRole('heading', { name: "Who's Watching?" });
  }
  async pick(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }
}
