import type { Locator, Page } from '@playwright/test';

/** /account: its sections and the modals they open. */
export class AccountPage {
  constructor(private readonly page: Page) {}
  async open() {
    await this.page.goto('/account');
    await this.section('Subscription plan').waitFor();
  }
  section(name: string) {
    return this.page.getByRole('region', { name });
  }
  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }
  get plan() {
    return this.section('Subscription plan');
  }
  get balance() {
    return this.page.getByTestId('credit-balance');
  }
}

/** Fills the update-billing form (the billing fields and the sandbox card form of @sift/payment-ui). */
export async function fillBillingForm(form: Locator, cardNumber = '4242 4242 4242 4242') {
  await form.getByLabel('Name on card').fill('Pat Doe');
  await form.getByLabel('Address').fill('1 Main St');
  await form.getByLabel('City').fill('Provo');
  await form.getByLabel('State').fill('UT');
  await form.getByLabel('Zip code').fill('84101');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
}
