import { GiftCardDialog } from '@sift/payment-ui';
import { api } from '../../api';

/**
 * Redeem Gift Card (002 §2.3): payment-ui's dialog, opened by the section's own button, which loads it
 * (lazy-dialogs.tsx); the card is redeemed through this remote's API client.
 */
export function RedeemGiftCardDialog({ open, onOpenChange, onRedeemed }: { open: boolean; onOpenChange: (open: boolean) => void; onRedeemed: () => Promise<void> }) {
  return <GiftCardDialog open={open} onOpenChange={onOpenChange} redeem={(code, pin) => api().account.redeemGiftCard(code, pin)} onRedeemed={onRedeemed} />;
}
