import { WATCHING_WITH_HEADING } from '@sift/contracts';
import { Dialog } from '@sift/ui';
import { offerGroups, offerPrice, type NamedOffer } from './offers';

export interface OfferSelectorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  offers: readonly NamedOffer[];
  chosen: NamedOffer | null;
  onChoose: (offer: NamedOffer) => void;
}

/** 'Watching With' (001 §2): the title's offers grouped as Subscriptions, Buy and Rent; choosing one closes it. */
export function OfferSelector({ open, onOpenChange, title, offers, chosen, onChoose }: OfferSelectorProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={WATCHING_WITH_HEADING} description={`How to watch ${title}`}>
      {offerGroups(offers).map((group) => (
        <fieldset key={group.key} className="discovery-offer-group">
          <legend>{group.title}</legend>
          {group.offers.map((offer) => {
            const price = offerPrice(offer);
            return (
              <label key={offer.offer_id} className="discovery-offer">
                <input
                  type="radio"
                  name="offer"
                  value={offer.offer_id}
                  checked={chosen?.offer_id === offer.offer_id}
                  onChange={() => {
                    onChoose(offer);
                    onOpenChange(false);
                  }}
                />
                <span className="discovery-offer__name">{offer.catalogTitle}</span>
                <span className="discovery-offer__details">
                  {[offer.max_format, price].filter(Boolean).join(' · ')}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </Dialog>
  );
}
