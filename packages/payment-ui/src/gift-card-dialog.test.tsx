import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sift/api-client';
import { GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_FIELDS_REQUIRED, GIFT_CARD_INVALID, GIFT_CARD_SUCCESS_MS, REDEEM_GIFT_CARD } from '@sift/contracts';
import { expectNoAxeViolations } from '@sift/ui/testing';
import { GiftCardDialog } from './gift-card-dialog';

const redeemGiftCard = jest.fn();

jest.setTimeout(30_000);

async function openAndFill(code: string, pin: string, fakeTimers = false) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  await user.click(screen.getByRole('button', { name: REDEEM_GIFT_CARD }));
  await user.type(screen.getByLabelText('Gift card code'), code);
  await user.type(screen.getByLabelText('PIN'), pin);
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
  return user;
}

beforeEach(() => redeemGiftCard.mockReset());
afterEach(() => jest.useRealTimers());

describe('GiftCardDialog', () => {
  it('sends the code uppercased; on success the message stays 2 s, then the modal closes and the balance refreshes', async () => {
    redeemGiftCard.mockResolvedValue({ message: 'Your gift card was redeemed: $25.00 was added to your credit.', amount: 2500, balance: 2500 });
    jest.useFakeTimers();
    const onRedeemed = jest.fn().mockResolvedValue(undefined);
    render(<GiftCardDialog redeem={redeemGiftCard} onRedeemed={onRedeemed} />);
    await openAndFill('sift-25 alpha', '25x01', true);
    expect(redeemGiftCard).toHaveBeenCalledWith('SIFT25ALPHA', '2501');
    expect(await screen.findByText(/was added to your credit/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(GIFT_CARD_SUCCESS_MS - 10));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onRedeemed).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(20));
    expect(onRedeemed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a 500 reads 'Invalid Code or PIN'; another failure shows the server's message; the entries stay", async () => {
    redeemGiftCard.mockRejectedValueOnce(new ApiError(500, { detail: 'Gateway trouble' }));
    const { baseElement } = render(<GiftCardDialog redeem={redeemGiftCard} onRedeemed={jest.fn()} />);
    const user = await openAndFill('SIFT25BRAVO', '0000');
    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_CARD_INVALID);
    await expectNoAxeViolations(baseElement);
    redeemGiftCard.mockRejectedValueOnce(new ApiError(400, { detail: GIFT_CARD_ALREADY_REDEEMED }));
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_CARD_ALREADY_REDEEMED);
    expect(screen.getByLabelText('Gift card code')).toHaveValue('SIFT25BRAVO');
    expect(screen.getByLabelText('PIN')).toHaveValue('0000');
  });

  it('asks for both fields before sending, and a second Redeem while one is in flight sends once', async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    redeemGiftCard.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<GiftCardDialog redeem={redeemGiftCard} onRedeemed={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: REDEEM_GIFT_CARD }));
    await user.type(screen.getByLabelText('Gift card code'), 'SIFT25ALPHA');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_CARD_FIELDS_REQUIRED);
    expect(redeemGiftCard).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('PIN'), '2501');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('button', { name: 'Redeeming…' })).toBeDisabled();
    await user.type(screen.getByLabelText('PIN'), '{Enter}');
    expect(redeemGiftCard).toHaveBeenCalledTimes(1);
    await act(async () => answer({ message: 'Redeemed.' }));
    expect(await screen.findByText('Redeemed.')).toBeInTheDocument();
  });

  it("the server's words about the PIN go under the PIN", async () => {
    redeemGiftCard.mockRejectedValueOnce(new ApiError(400, { pin: ['Ensure this field has no more than 4 characters.'] }));
    render(<GiftCardDialog redeem={redeemGiftCard} onRedeemed={jest.fn()} />);
    await openAndFill('SIFT25ALPHA', '2501');
    expect(await screen.findByText('Ensure this field has no more than 4 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('Ensure this field has no more than 4 characters.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opened by the caller (its own button, open/onOpenChange): no trigger of its own; the success closes it through onOpenChange and the next opening starts anew", async () => {
    redeemGiftCard.mockResolvedValue({ message: 'Redeemed.' });
    jest.useFakeTimers();
    const onRedeemed = jest.fn();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            {REDEEM_GIFT_CARD}
          </button>
          <GiftCardDialog open={open} onOpenChange={setOpen} redeem={redeemGiftCard} onRedeemed={onRedeemed} />
        </>
      );
    }
    render(<Page />);
    expect(screen.getAllByRole('button', { name: REDEEM_GIFT_CARD })).toHaveLength(1);
    const user = await openAndFill('SIFT25ALPHA', '2501', true);
    expect(await screen.findByText('Redeemed.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(GIFT_CARD_SUCCESS_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onRedeemed).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: REDEEM_GIFT_CARD }));
    expect(screen.getByRole('dialog', { name: REDEEM_GIFT_CARD })).toBeInTheDocument();
    expect(screen.queryByText('Redeemed.')).toBeNull();
    expect(screen.getByLabelText('Gift card code')).toHaveValue('');
  });
});
