/**
 * The cancel flow's records and labels (issue 22, 002 §2.4, §3, §4): chat at the site's chat/?promobrand=0 or 1, every
 * help path that promises a free month records it, a declined discount is in offers_shown, and a yearly price is never
 * 'a month'.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { sessionAtom, siftStore } from '@sift/app-kit';
import { CANCEL_SUBSCRIPTION, GET_HELP_GET_CREDIT, type Subscription, type SubscriptionSummary } from '@sift/contracts';
import { buildSubscription, buildUser } from '@sift/contracts/testing';
import { UiProvider } from '@sift/ui';
import { ScheduleCall } from '../support-call/schedule-call';
import { supportChatUrl } from '../support-chat/support-chat';
import { readCancelSession, saveCancelSession, type CancelSession } from './cancel-session';
import { ConfirmStep } from './confirm-step';
import { DiscountStep } from './discount-step';
import { OffersStep } from './offers-step';
import { RescueEmail } from './rescue-email';

const record = jest.fn();
const mySubscription = jest.fn();
jest.mock('../../api', () => ({
  api: () => ({
    membership: { mySubscription: () => mySubscription() },
    account: {
      recordCancelingUserReason: (body: unknown) => record(body),
      cancelSubscription: async () => ({}),
      createSupportTicket: async () => ({ id: 1 }),
      callAvailability: async () => ({ slot_minutes: 30, time_zone: 'America/Denver', slots: ['2025-06-05T18:00:00.000Z'] }),
      scheduleCall: async (body: { start_time: string; phone: string }) => ({ id: 3, start_time: body.start_time, end_time: body.start_time, name: 'Pat', phone: body.phone }),
    },
  }),
}));
// Wednesday noon in Denver: support chat is open.
jest.mock('../../server-clock', () => ({ serverNow: async () => Date.parse('2025-06-04T18:00:00Z') }));

const subscription = buildSubscription;
const summaryOf = (s: Subscription): SubscriptionSummary => ({ subscription: s, subscription_is_active: true, upgrade_paths: [], subscription_discount_eligible: true });

const session = (overrides: Partial<CancelSession> = {}): CancelSession => ({
  reason: 4,
  reasonParent: null,
  reasonText: 'Other',
  explanation: 'Too many cuts.',
  subscription: 4,
  offersShown: ['get_help_email', 'get_help_chat', 'get_help_phone'],
  oneMonthFree: false,
  prioritySupport: false,
  recorded: false,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string, routes: Record<string, React.ReactNode>) {
  return render(
    <Provider store={siftStore}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([at, element]) => (
              <Route key={at} path={at} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  record.mockReset().mockResolvedValue({});
  mySubscription.mockReset().mockResolvedValue(summaryOf(subscription()));
  siftStore.set(sessionAtom, { status: 'signed-in', user: buildUser(), token: 't', impersonating: false });
});

describe('chat links (002 §2.4 chat/?promobrand=0 or 1)', () => {
  it("'Get Help, Get Credit' chats at the site's /chat with promobrand=1, writing the session with its free month first", async () => {
    saveCancelSession(session());
    renderAt('/membership/cancel/offers', { '/membership/cancel/offers': <OffersStep /> });
    await screen.findByRole('heading', { name: GET_HELP_GET_CREDIT });
    const chat = await screen.findByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', '/chat?promobrand=1');
    await userEvent.click(chat);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/chat?promobrand=1'));
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ reason: 4, one_month_free: true, priority_support: true, included_promotion: false }));
    expect(readCancelSession()).toBeNull();
  });

  it('the price reason’s support chat promises nothing: promobrand=0, and the session says no free month', async () => {
    saveCancelSession(session({ reason: 2, reasonText: 'It costs too much', explanation: null, offersShown: ['support', 'annual_upgrade'] }));
    renderAt('/membership/cancel/offers', { '/membership/cancel/offers': <OffersStep /> });
    const chat = await screen.findByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', '/chat?promobrand=0');
    await userEvent.click(chat);
    await waitFor(() => expect(record).toHaveBeenCalledWith(expect.objectContaining({ one_month_free: false, priority_support: true })));
  });

  it('/chat forwards to the help center chat keeping promobrand 1, anything else as 0', () => {
    expect(supportChatUrl('?promobrand=1')).toBe('https://help.sift.example/chat/?promobrand=1');
    expect(supportChatUrl('?promobrand=0')).toBe('https://help.sift.example/chat/?promobrand=0');
    expect(supportChatUrl('?promobrand=<script>')).toBe('https://help.sift.example/chat/?promobrand=0');
    expect(supportChatUrl('')).toBe('https://help.sift.example/chat/?promobrand=0');
  });
});

describe('help paths that promise a free month record it (002 §4 "phone support with a free month")', () => {
  it('a call booked from Get Help, Get Credit writes the session with one_month_free', async () => {
    saveCancelSession(session());
    renderAt('/membership/cancel/offers', { '/membership/cancel/offers': <OffersStep />, '/schedule-a-call': <ScheduleCall /> });
    await userEvent.click(await screen.findByRole('link', { name: 'Schedule a call' }));
    await userEvent.type(await screen.findByLabelText('Phone number'), '+1 801 555 0100');
    await userEvent.clear(screen.getByLabelText('Your name'));
    await userEvent.type(screen.getByLabelText('Your name'), 'Pat Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));
    await screen.findByText(/We will call/);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ one_month_free: true, priority_support: true }));
  });

  it('the priority e-mail from Get Help, Get Credit writes the session with one_month_free once the ticket is sent', async () => {
    saveCancelSession(session());
    renderAt('/membership/cancel/offers', { '/membership/cancel/offers': <OffersStep />, '/membership/rescue/email': <RescueEmail /> });
    await userEvent.click(await screen.findByRole('link', { name: 'E-mail us' }));
    await userEvent.selectOptions(await screen.findByLabelText('Device'), 'Computer');
    await userEvent.type(screen.getByLabelText('What is happening?'), 'Filters lag.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('We got your message');
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ one_month_free: true, priority_support: true }));
  });

  it('a call booked outside the cancel flow writes no session', async () => {
    renderAt('/schedule-a-call', { '/schedule-a-call': <ScheduleCall /> });
    await userEvent.type(await screen.findByLabelText('Phone number'), '+1 801 555 0100');
    await userEvent.type(screen.getByLabelText('Your name'), 'Pat Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));
    await screen.findByText(/We will call/);
    expect(record).not.toHaveBeenCalled();
  });
});

describe('the discount step', () => {
  it('declined, it is still in offers_shown (included_promotion false) when the member cancels', async () => {
    saveCancelSession(session({ reason: 2, offersShown: ['support', 'annual_upgrade'] }));
    renderAt('/membership/cancel/discount/4', { '/membership/cancel/discount/:offer_id': <DiscountStep />, '/membership/cancel/confirm': <ConfirmStep /> });
    await userEvent.click(await screen.findByRole('link', { name: 'No thanks, continue to cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: CANCEL_SUBSCRIPTION }));
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1));
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ offers_shown: ['support', 'annual_upgrade', 'discount'], included_promotion: false }));
  });

  it('labels a yearly price by the year, never "a month"', async () => {
    mySubscription.mockResolvedValue(summaryOf(subscription({ plan_type: 'yearly', plan_price: '99.99' })));
    saveCancelSession(session({ reason: 2 }));
    const { container } = renderAt('/membership/cancel/discount/4', { '/membership/cancel/discount/:offer_id': <DiscountStep /> });
    await screen.findByRole('button', { name: 'Redeem offer' });
    expect(container).toHaveTextContent('$49.99 a year instead of $99.99');
    expect(container).not.toHaveTextContent(/a month|per month/);
  });

  it('labels a monthly price by the month', async () => {
    saveCancelSession(session({ reason: 2 }));
    const { container } = renderAt('/membership/cancel/discount/4', { '/membership/cancel/discount/:offer_id': <DiscountStep /> });
    await screen.findByRole('button', { name: 'Redeem offer' });
    expect(container).toHaveTextContent('$4.99 a month instead of $9.99');
  });
});
