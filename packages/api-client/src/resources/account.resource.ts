import {
  type AccountBalance,
  accountBalance,
  type AnnualPricingPreview,
  annualPricingPreview,
  type CalendlyEvent,
  calendlyEvent,
  type CalendlyEventBody,
  type CallAvailability,
  callAvailability,
  type CancelingUserReason,
  cancelingUserReason,
  type CancelingUserReasonBody,
  type CancelReason,
  cancelReason,
  createdRecord,
  type DeviceCreditRequest,
  deviceCreditRequest,
  type DeviceCreditRequestBody,
  type HelpRequest,
  helpRequest,
  type GiftCardRedeemResponse,
  giftCardRedeemResponse,
  type Invoice,
  invoice,
  type Paged,
  type Subscription,
  subscription,
  type SupportTicket,
  supportTicket,
  type SupportTicketBody,
  normaliseGiftCardCode,
} from '@sift/contracts';
import type { ApiRequester } from '../request';
import { listOf, pagedOf } from '../response-schema';
import { segment } from '../api-path';

const cancelReasonList = listOf(cancelReason);
const invoicePage = pagedOf(invoice);
const helpRequestPage = pagedOf(helpRequest);
const deviceCreditRequestPage = pagedOf(deviceCreditRequest);

/**
 * The account area (spec 002 §7): changing the subscription, credit and gift cards, the cancel flow's records and
 * the ways to reach support. A change that needs a card first throws an ApiError 400 whose body has action 'setup'.
 */
export function accountResource(http: ApiRequester) {
  return {
    /** POST subscriptions/cancel/ -> the subscription, not renewing, active until end_date. */
    cancelSubscription: (): Promise<Subscription> => http.post('subscriptions/cancel/', { json: {}, schema: subscription }),
    /** POST subscriptions/reactivate/ -> renewing again (a cancelled plan), or paid (a past-due one). */
    reactivateSubscription: (): Promise<Subscription> => http.post('subscriptions/reactivate/', { json: {}, schema: subscription }),
    /** POST subscriptions/{id}/redeem-discount/ (optional code) -> the subscription with the discount as its promo. */
    redeemDiscount: (subscriptionId: number, code?: string): Promise<Subscription> =>
      http.post(`subscriptions/${segment(subscriptionId)}/redeem-discount/`, { json: code ? { code } : {}, schema: subscription }),
    /** POST subscriptions/{id}/downgrade-subscription/ {target_plan_id} */
    downgradeSubscription: (subscriptionId: number, targetPlanId: number): Promise<Subscription> =>
      http.post(`subscriptions/${segment(subscriptionId)}/downgrade-subscription/`, { json: { target_plan_id: targetPlanId }, schema: subscription }),
    /** GET subscriptions/{id}/preview-annual-pricing/ -> prices in cents. */
    previewAnnualPricing: (subscriptionId: number): Promise<AnnualPricingPreview> =>
      http.get(`subscriptions/${segment(subscriptionId)}/preview-annual-pricing/`, { schema: annualPricingPreview }),
    /** POST subscriptions/{id}/activate-annual-pricing/ -> the yearly subscription. */
    activateAnnualPricing: (subscriptionId: number): Promise<Subscription> =>
      http.post(`subscriptions/${segment(subscriptionId)}/activate-annual-pricing/`, { json: {}, schema: subscription }),

    /** GET transactions/balance/ -> {balance (cents), transactions}. */
    balance: (): Promise<AccountBalance> => http.get('transactions/balance/', { schema: accountBalance }),
    /** POST runa-gift-card/{code}/redeem/ {pin}: the code is sent in the contracts' one form, uppercased (002 §3). */
    redeemGiftCard: (code: string, pin: string): Promise<GiftCardRedeemResponse> =>
      http.post(`runa-gift-card/${segment(normaliseGiftCardCode(code))}/redeem/`, { json: { pin }, schema: giftCardRedeemResponse }),

    /** GET billing/invoices/ -> Billing history: the member's invoices, newest first (paged). */
    invoices: (page: { limit?: number; offset?: number } = {}): Promise<Paged<Invoice>> =>
      http.get('billing/invoices/', { params: { limit: page.limit, offset: page.offset }, schema: invoicePage }),
    /** GET billing/invoices/{id}/ -> one invoice (a receipt). */
    invoice: (invoiceId: number): Promise<Invoice> => http.get(`billing/invoices/${segment(invoiceId)}/`, { schema: invoice }),

    /** GET cancel-reasons/ -> the tree (top-level reasons with their children). */
    cancelReasons: (): Promise<CancelReason[]> => http.get('cancel-reasons/', { schema: cancelReasonList }),
    /** POST canceling-user-reasons/: the cancel session, once, when the flow ends. */
    recordCancelingUserReason: (body: CancelingUserReasonBody): Promise<CancelingUserReason> =>
      http.post('canceling-user-reasons/', { json: body, schema: cancelingUserReason }),
    /** POST help-requests/ {device_type, description} */
    createHelpRequest: async (body: { device_type: string; description: string }): Promise<{ id: number; detail: string }> =>
      http.post('help-requests/', { json: body, schema: createdRecord }),
    /** GET help-requests/ -> the member's help requests, newest first (paged). */
    helpRequests: (page: { limit?: number; offset?: number } = {}): Promise<Paged<HelpRequest>> =>
      http.get('help-requests/', { params: { limit: page.limit, offset: page.offset }, schema: helpRequestPage }),
    /** POST device-credit-requests/: the TV device offer's receipt (002 §2.5). */
    createDeviceCreditRequest: (body: DeviceCreditRequestBody): Promise<DeviceCreditRequest> =>
      http.post('device-credit-requests/', { json: body, schema: deviceCreditRequest }),
    /** GET device-credit-requests/ -> the member's TV device credit requests, newest first (paged). */
    deviceCreditRequests: (): Promise<Paged<DeviceCreditRequest>> => http.get('device-credit-requests/', { schema: deviceCreditRequestPage }),
    /** POST support-tickets/ (the cancel save offer's priority ticket). */
    createSupportTicket: (body: SupportTicketBody): Promise<SupportTicket> => http.post('support-tickets/', { json: body, schema: supportTicket }),
    /** GET calendly-events/availability/ -> free call slots. */
    callAvailability: (): Promise<CallAvailability> => http.get('calendly-events/availability/', { schema: callAvailability }),
    /** POST calendly-events/ -> the booked call. */
    scheduleCall: (body: CalendlyEventBody): Promise<CalendlyEvent> => http.post('calendly-events/', { json: body, schema: calendlyEvent }),
  };
}
export type AccountResource = ReturnType<typeof accountResource>;
