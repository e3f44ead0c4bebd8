import { useCallback, useEffect, useState } from 'react';
import { BILLING_HISTORY_PAGE_SIZE, type Invoice } from '@sift/contracts';
import { Alert, Button, formatPrice, SkeletonGroup, TextSkeleton } from '@sift/ui';
import { api } from '../../api';
import { formatDate } from '../shared/format';
import { invoiceStatusText, paidWithText } from './invoice-text';
import { ACCOUNT_SECTIONS, SectionHeading, sectionClass } from '../shared/account-sections';

/**
 * Billing history (docs/decisions/0065): the member's invoices, newest first, with amount, status and date (and what
 * credit, a discount and the card paid). `reloadKey` changes when the plan changed, so a new invoice shows.
 */
export function BillingHistorySection({ reloadKey }: { reloadKey: number }) {
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(async (offset: number) => {
    const page = await api().account.invoices({ limit: BILLING_HISTORY_PAGE_SIZE, offset });
    setTotal(page.count);
    setInvoices((current) => (offset === 0 ? page.results : [...(current ?? []), ...page.results]));
  }, []);

  useEffect(() => {
    let live = true;
    load(0).catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [load, reloadKey]);

  async function more() {
    setLoadingMore(true);
    try {
      await load(invoices?.length ?? 0);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className={sectionClass('history', !invoices && !error, 'ac-section--wide')} aria-labelledby={ACCOUNT_SECTIONS.history.id}>
      <SectionHeading section="history" />
      {error && <Alert tone="error">{error}</Alert>}
      {!invoices && !error && (
        <SkeletonGroup>
          <TextSkeleton lines={3} />
        </SkeletonGroup>
      )}
      {invoices && invoices.length === 0 && <p className="ac-muted">No payments yet. Your receipts will be listed here.</p>}
      {invoices && invoices.length > 0 && (
        <div className="ac-table-scroll">
          <table className="ac-table" aria-labelledby="billing-history-heading">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className="ac-table__amount">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice-row" data-status={invoice.status}>
                  <td>{formatDate(invoice.date)}</td>
                  <td>
                    {invoice.description}
                    {invoice.discount > 0 && (
                      <span className="ac-table__note">
                        Discount{invoice.discount_code ? ` ${invoice.discount_code}` : ''}: -{formatPrice(invoice.discount)}
                      </span>
                    )}
                  </td>
                  <td className="ac-table__amount">
                    {formatPrice(invoice.total)}
                    {invoice.status === 'paid' && <span className="ac-table__note">{paidWithText(invoice)}</span>}
                  </td>
                  <td>
                    <span className="ac-status" data-status={invoice.status}>
                      {invoiceStatusText(invoice)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {invoices && invoices.length < total && (
        <Button variant="secondary" onClick={() => void more()} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </section>
  );
}
