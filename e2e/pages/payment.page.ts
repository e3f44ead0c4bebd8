import type { Page } from '@playwright/test';

/** /membership/payment: the billing form, the sandbox card form, promo code and Start Membership. */
export class PaymentPage {
  constructor(private readonly page: Page) {}
  get form() {
    return this.page.getByRole('form', { name: 'Payment' });
  }
  get startButton() {
    return this.form.getByRole('button', { name: 'Start Membership' });
  }
  async choosePlan(name: RegExp) {
    await this.form.getByRole('radio', { name }).check();
  }
  async fillBilling({ zip = '84101' } = {}) {
    await this.form.getByLabel('Name on card').fill('Pat Doe');
    await this.form.getByLabel('Address').fill('1 Main St');
    await this.form.getByLabel('City').fill('Provo');
    await this.form.getByLabel('State').fill('UT');
    await this.form.getByLabel('Zip code').fill(zip);
  }
  async fillCard(number: string) {
    await this.form.getByLabel('Card number').fill(number);
    await this.form.getByLabel('Expiry (MM/YY)').fill('12/30');
    await this.form.getByLabel('CVC').fill('123');
  }
  async applyPromo(code: string) {
    await this.form.getByLabel('Promo code').fill(code);
    await this.form.getByRole('button', { name: 'Apply' }).click();
  }
}
