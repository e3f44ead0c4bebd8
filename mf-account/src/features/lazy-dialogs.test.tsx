/**
 * The account's dialogs load when first opened (lazy-dialogs.tsx, docs/decisions/0139): the sections render their
 * buttons alone; the first press fetches the dialog and opens it; a dialog whose code cannot be fetched says so and its
 * button fetches it again on the next press.
 */
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIALOG_LOAD_FAILED, REDEEM_GIFT_CARD, UPGRADE_TO_ANNUAL, type SubscriptionSummary } from '@sift/contracts';
import { buildSubscription, buildUser } from '@sift/contracts/testing';
import { AccountInfoSection } from './account-info/account-info-section';
import { CreditsSection } from './credits/credits-section';
import { renderFeature } from './shared/render-page.test-utils';
import { SubscriptionSection } from './subscription/subscription-section';

// The dialogs' modules, as a chunk would come: while `mockOffline` names one, its fetch fails (until it has come once:
// a module is kept for the rest of the file, so each fails in the first test that opens it).
const mockOffline = new Set<string>();
jest.mock('./account-info/change-name-dialog', () => {
  if (mockOffline.has('change-name')) throw new Error('ChunkLoadError: Loading chunk 512 failed.');
  return jest.requireActual<object>('./account-info/change-name-dialog');
});
jest.mock('./annual/annual-dialog', () => {
  if (mockOffline.has('annual')) throw new Error('ChunkLoadError: Loading chunk 513 failed.');
  return jest.requireActual<object>('./annual/annual-dialog');
});

jest.mock('../api', () => ({
  api: () => ({
    users: { changeName: () => Promise.resolve({}) },
    account: { previewAnnualPricing: () => new Promise(() => undefined), redeemGiftCard: () => Promise.resolve({ message: 'Redeemed.' }) },
  }),
}));
jest.mock('@sift/app-kit', () => ({ ...jest.requireActual<object>('@sift/app-kit'), refreshUser: () => Promise.resolve() }));

const user = buildUser({ id: 5, email: 'pat@sift.example', first_name: 'Pat', last_name: 'Doe' });

beforeEach(() => {
  mockOffline.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("a section's dialog, loaded when first opened", () => {
  it('says it could not be loaded when its code does not come, and the next press loads it and opens it', async () => {
    mockOffline.add('change-name');
    renderFeature(<AccountInfoSection user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DIALOG_LOAD_FAILED);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The other dialogs of the section still open.
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('dialog', { name: 'Change email' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    mockOffline.delete('change-name');
    await userEvent.click(screen.getByRole('button', { name: 'Change name' }));
    expect(await screen.findByRole('dialog', { name: 'Change name' })).toBeInTheDocument();
    expect(screen.queryByText(DIALOG_LOAD_FAILED)).toBeNull();
  });

  it('renders only its button (named and styled as before, marked as opening a dialog); the first press loads the dialog and opens it; focus comes back to the button', async () => {
    renderFeature(<AccountInfoSection user={user} />);
    const trigger = screen.getByRole('button', { name: 'Change password' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveClass('ui-button--link');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it("Redeem Gift Card: the section's own button opens payment-ui's dialog once loaded", async () => {
    renderFeature(<CreditsSection balance={{ balance: 0, transactions: [] }} onChanged={() => Promise.resolve()} />);
    expect(screen.getAllByRole('button', { name: REDEEM_GIFT_CARD })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: REDEEM_GIFT_CARD }));
    const dialog = await screen.findByRole('dialog', { name: REDEEM_GIFT_CARD });
    expect(within(dialog).getByLabelText('Gift card code')).toBeInTheDocument();
  });
});

describe('the annual preview (opened by ?show_annual), loaded when first opened', () => {
  const summary: SubscriptionSummary = {
    subscription: buildSubscription({ is_upsellable_to_annual: true }),
    subscription_is_active: true,
    upgrade_paths: [],
    subscription_discount_eligible: false,
  } as SubscriptionSummary;

  function Section() {
    const [open, setOpen] = useState(false);
    return <SubscriptionSection summary={summary} onChanged={() => Promise.resolve()} annualOpen={open} onAnnualOpenChange={setOpen} />;
  }

  it("opens from 'Upgrade to Annual'; when its code does not come it says so in the section, and the next press opens it", async () => {
    mockOffline.add('annual');
    renderFeature(<Section />);
    const upgrade = screen.getByRole('button', { name: new RegExp(UPGRADE_TO_ANNUAL) });
    await userEvent.click(upgrade);
    const section = screen.getByRole('region', { name: 'Subscription plan' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(DIALOG_LOAD_FAILED);
    expect(screen.queryByRole('dialog')).toBeNull();

    mockOffline.delete('annual');
    await userEvent.click(upgrade);
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Annual' })).toBeInTheDocument();
    expect(screen.queryByText(DIALOG_LOAD_FAILED)).toBeNull();
  });
});
