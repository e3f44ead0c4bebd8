import { CANCEL_REASON_REQUIRED, type CancelReason } from '@sift/contracts';
import { cancelSaveNote, offersFor, orderReasons, reasonError, stepAfterOffers } from './cancel-rules';

const reason = (id: number, over: Partial<CancelReason> = {}): CancelReason => ({
  id,
  parent_id: null,
  text: `Reason ${id}`,
  ask_for_explanation: false,
  explanation_placeholder_text: null,
  children: [],
  ...over,
});
const reasons = [1, 2, 3, 4, 5, 6, 7].map((id) => reason(id));

describe('the cancel flow (002 §4, §5, §9)', () => {
  it('shuffles the reasons and keeps reason 4 last', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const order = orderReasons(reasons, random).map((r) => r.id);
      expect(order[order.length - 1]).toBe(4);
      expect([...order].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      orders.add(order.join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('asks for a reason, a sub-reason where there are some, and an explanation when the reason asks (at most 250)', () => {
    const device = reason(6, { children: [{ id: 61, parent_id: 6, text: 'Roku', ask_for_explanation: false, explanation_placeholder_text: null, children: [] }] });
    expect(reasonError({ parent: null, child: null, explanation: '' })).toEqual({ reason: CANCEL_REASON_REQUIRED });
    expect(reasonError({ parent: device, child: null, explanation: '' })).toEqual({ reason: CANCEL_REASON_REQUIRED });
    expect(reasonError({ parent: device, child: device.children[0], explanation: '' })).toEqual({});
    const other = reason(4, { ask_for_explanation: true });
    expect(reasonError({ parent: other, child: null, explanation: '  ' }).explanation).toBeTruthy();
    expect(reasonError({ parent: other, child: null, explanation: 'x'.repeat(251) }).explanation).toBeTruthy();
    expect(reasonError({ parent: other, child: null, explanation: 'x'.repeat(250) })).toEqual({});
  });

  it('offers by reason', () => {
    expect(offersFor(6)).toEqual(['new_device']);
    expect(offersFor(2)).toEqual(['support', 'annual_upgrade']);
    expect(offersFor(1)).toEqual(['personalization', 'email_support', 'more_services']);
    expect(offersFor(3)).toEqual(['get_help_email', 'get_help_chat', 'get_help_phone']);
    expect(offersFor(4)).toEqual(['get_help_email', 'get_help_chat', 'get_help_phone']);
  });

  it('goes to the discount only when the subscription may take it', () => {
    expect(stepAfterOffers(true)).toBe('discount');
    expect(stepAfterOffers(false)).toBe('confirm');
  });

  it("writes the cancel save ticket's private note", () => {
    expect(cancelSaveNote('It costs too much', '', true)).toBe('Cancel reason: It costs too much\nAdditional comments: None\nOffer selected: One month free');
    expect(cancelSaveNote(null, 'App crashes', false)).toBe('Cancel reason: None\nAdditional comments: App crashes\nOffer selected: None');
  });
});
