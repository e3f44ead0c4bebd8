import { useState } from 'react';
import type { BillingCard } from '@sift/contracts';
import { Button } from '@sift/ui';
import { DialogFailed, UpdateBillingDialog } from '../lazy-dialogs';
import { ACCOUNT_SECTIONS, Ghost, LoadingSection, SectionHeading, sectionClass } from '../shared/account-sections';

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * The billing card (002 §3 'Billing card display': brand picture, last4, expiry) and the update-billing modal (the card
 * form, loaded when its button is first pressed: lazy-dialogs.tsx).
 */
export function BillingCardSection({ card, onUpdated }: { card: BillingCard | null; onUpdated: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={sectionClass('card', false)} aria-labelledby={ACCOUNT_SECTIONS.card.id}>
      <SectionHeading section="card" />
      {card ? (
        <p className="ac-card" data-testid="billing-card">
          <img src={card.brand_img} alt="" width={48} height={32} />
          <span>
            <span className="ac-card__brand">{card.brand}</span> ending in {card.last4}
          </span>
          <span className="ac-muted">
            Expires {pad(card.exp_month)}/{card.exp_year}
          </span>
        </p>
      ) : (
        <p className="ac-muted">No card on file.</p>
      )}
      <UpdateBillingDialog
        open={open}
        onOpenChange={setOpen}
        title="Update billing"
        description="Your new card becomes the one we charge for your plan."
        trigger={<Button variant="secondary">{card ? 'Update billing' : 'Add a card'}</Button>}
        failed={<DialogFailed />}
        onSaved={async () => {
          await onUpdated();
          setOpen(false);
        }}
      />
    </section>
  );
}

/** The billing card's section until the card comes: a card on file, the usual case (0146). */
export function BillingCardSectionLoading() {
  return (
    <LoadingSection section="card">
      <Ghost>
        <p className="ac-card">
          <span className="ac-ghost__picture" />
          <span>
            <Ghost.Text>Visa ending in 4242</Ghost.Text>
          </span>
          <span>
            <Ghost.Text>Expires 12/2029</Ghost.Text>
          </span>
        </p>
        <Ghost.Button variant="secondary">Update billing</Ghost.Button>
      </Ghost>
    </LoadingSection>
  );
}
