import { BUY_GIFT_CARD, GIFT_CARDS_URL, REDEEM_GIFT_CARD, type AccountBalance } from '@sift/contracts';
import { Button, formatPrice, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { DialogFailed, RedeemGiftCardDialog } from '../lazy-dialogs';
import { formatDate } from '../shared/format';
import { ACCOUNT_SECTIONS, SectionHeading, sectionClass } from '../shared/account-sections';

/** Credits (002 §2.3): the balance, what was added, Redeem Gift Card (loaded when first pressed) and a Buy Gift Card link. */
export function CreditsSection({ balance, onChanged }: { balance: AccountBalance | null; onChanged: () => Promise<void> }) {
  return (
    <section className={sectionClass('credits', !balance)} aria-labelledby={ACCOUNT_SECTIONS.credits.id}>
      <SectionHeading section="credits" />
      {balance ? (
        <>
          <p className="ac-balance">
            <span className="ac-muted">Balance</span> <strong data-testid="credit-balance">{formatPrice(balance.balance)}</strong>
          </p>
          <p className="ac-muted">Credit is used for your next payments before your card is charged.</p>
          {balance.transactions.length > 0 && (
            <ul className="ac-list" aria-label="Credits added">
              {balance.transactions.slice(0, 5).map((t) => (
                <li key={t.id}>
                  <span>{t.description}</span>
                  <span className="ac-muted">{formatDate(t.created_at)}</span>
                  <span>+{formatPrice(t.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <SkeletonGroup>
          <TextSkeleton lines={2} />
        </SkeletonGroup>
      )}
      <div className="ac-actions ac-actions--start">
        <RedeemGiftCardDialog trigger={<Button variant="secondary">{REDEEM_GIFT_CARD}</Button>} onRedeemed={onChanged} failed={<DialogFailed />} />
        <a className="ac-link" href={GIFT_CARDS_URL} target="_blank" rel="noopener noreferrer">
          {BUY_GIFT_CARD}
        </a>
      </div>
    </section>
  );
}
