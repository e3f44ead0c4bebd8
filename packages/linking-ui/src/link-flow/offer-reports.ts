/**
 * Reports of an offer whose title id the service does not know (catalog-offers/{offer_id}/report-invalid), debounced
 * OFFER_REPORT_DEBOUNCE_MS per offer (002 §9): a burst of checks of the same title (a retried link, the theater's
 * re-link and the dialog at once) sends one report, the last one's. A failed report is dropped: it never stops a link.
 */
import { OFFER_REPORT_DEBOUNCE_MS, type OfferReportInvalid } from '@sift/contracts';

type Report = (offerId: number, body: OfferReportInvalid) => Promise<void>;

const pending = new Map<number, ReturnType<typeof setTimeout>>();

export function reportInvalidOfferSoon(report: Report, offerId: number, body: OfferReportInvalid): void {
  clearTimeout(pending.get(offerId));
  pending.set(
    offerId,
    setTimeout(() => {
      pending.delete(offerId);
      void report(offerId, body).catch(() => undefined);
    }, OFFER_REPORT_DEBOUNCE_MS),
  );
}
