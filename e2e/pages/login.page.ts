import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../core/site';

export class LoginPage {
  constructor(private readonly page: Page) {}
  async signIn(email: string, password = DEMO_PASSWORD) {
    const form = this.page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Log In' }).click();
  }
}
