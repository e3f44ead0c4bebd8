import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sift/api-client';
import { GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_INVALID, GIFT_CARD_SUCCESS_MS, REDEEM_GIFT_CARD } from '@sift/contracts';
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
});
