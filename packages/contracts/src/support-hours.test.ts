import { isSupportChatOpen, supportCallSlots, zonedParts, zonedTimeToInstant } from './support-hours';

// Denver is UTC-7 in winter (MST) and UTC-6 in summer (MDT).
describe('support hours in Denver time (002 §4)', () => {
  it('opens chat Monday to Friday 11:00-20:00 and Saturday 11:00-21:00', () => {
    // Wednesday 2025-06-04, MDT (UTC-6).
    expect(isSupportChatOpen(Date.parse('2025-06-04T16:59:00Z'))).toBe(false); // 10:59
    expect(isSupportChatOpen(Date.parse('2025-06-04T17:00:00Z'))).toBe(true); // 11:00
    expect(isSupportChatOpen(Date.parse('2025-06-05T01:59:00Z'))).toBe(true); // 19:59
    expect(isSupportChatOpen(Date.parse('2025-06-05T02:00:00Z'))).toBe(false); // 20:00
    // Saturday 2025-06-07 20:30 Denver.
    expect(isSupportChatOpen(Date.parse('2025-06-08T02:30:00Z'))).toBe(true);
    expect(isSupportChatOpen(Date.parse('2025-06-08T03:00:00Z'))).toBe(false); // 21:00
  });

  it('never opens on Sunday, whatever the hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      // Sunday 2025-06-08 in Denver: 06:00Z is midnight there.
      expect(isSupportChatOpen(Date.parse('2025-06-08T06:00:00Z') + hour * 3600_000)).toBe(false);
    }
  });

  it('follows the clock change (MST in winter)', () => {
    // Monday 2025-01-06 11:00 MST is 18:00Z.
    expect(isSupportChatOpen(Date.parse('2025-01-06T17:59:00Z'))).toBe(false);
    expect(isSupportChatOpen(Date.parse('2025-01-06T18:00:00Z'))).toBe(true);
  });

  it('turns a wall-clock time into the instant, both sides of the change', () => {
    expect(new Date(zonedTimeToInstant(2025, 3, 10, 11, 0)).toISOString()).toBe('2025-03-10T17:00:00.000Z');
    expect(new Date(zonedTimeToInstant(2025, 3, 7, 11, 0)).toISOString()).toBe('2025-03-07T18:00:00.000Z');
    expect(zonedParts(Date.parse('2025-03-10T17:00:00Z'))).toMatchObject({ year: 2025, month: 3, day: 10, hour: 11, weekday: 1 });
  });

  it('offers call slots only in the hours, at least an hour ahead, for the next 7 days', () => {
    const now = Date.parse('2025-06-04T17:10:00Z'); // Wednesday 11:10 Denver
    const slots = supportCallSlots(now);
    expect(new Date(slots[0]).toISOString()).toBe('2025-06-04T18:30:00.000Z'); // 12:30, the first after 12:10
    expect(slots.every((s) => isSupportChatOpen(s))).toBe(true);
    expect(slots.some((s) => zonedParts(s).weekday === 0)).toBe(false);
    // Wed (from 12:30) + Thu + Fri + Sat + Mon + Tue: 15 + 18 + 18 + 20 + 18 + 18.
    expect(slots).toHaveLength(15 + 18 * 4 + 20);
  });
});
