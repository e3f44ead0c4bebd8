import { buildEditPlan } from '@sift/filter-engine';
import { HOLD_SILENT, isSilentAt, MUTE_EARLY_S, planSound, silenceSchedule, UNMUTE_LATE_S } from './sound-plan';

const plan = buildEditPlan(
  [
    { type: 'audio', start_approx: 12, end_approx: 12.8 },
    { type: 'audio', start_approx: 14, end_approx: 14.2 },
    { type: 'visual', start_approx: 45, end_approx: 52 },
  ],
  { duration: 210 },
);
const silence = silenceSchedule(plan);

describe('the sound plan', () => {
  it('is silent from a little before each mute to a little after it, and from a little before each cut', () => {
    expect(isSilentAt(silence, 11.75 - MUTE_EARLY_S - 0.001)).toBe(false);
    expect(isSilentAt(silence, 11.75 - MUTE_EARLY_S)).toBe(true);
    expect(isSilentAt(silence, 13.05 + UNMUTE_LATE_S - 0.001)).toBe(true);
    expect(isSilentAt(silence, 13.05 + UNMUTE_LATE_S)).toBe(false);
    expect(isSilentAt(silence, 45 - MUTE_EARLY_S)).toBe(true);
  });

  it('schedules every change within the horizon, in wall seconds at the playback rate', () => {
    expect(planSound(silence, 11.5, 1, 0, 2.9)).toEqual({
      mutedNow: false,
      changes: [
        { muted: true, inSeconds: expect.closeTo(0.23, 6) },
        { muted: false, inSeconds: expect.closeTo(1.6, 6) },
        { muted: true, inSeconds: expect.closeTo(2.23, 6) },
      ],
    });
    expect(planSound(silence, 11.5, 2, 0, 1).changes).toEqual([
      { muted: true, inSeconds: expect.closeTo(0.115, 6) },
      { muted: false, inSeconds: expect.closeTo(0.8, 6) },
    ]);
  });

  it('starts muted inside a mute, with its end planned', () => {
    expect(planSound(silence, 12.9, 1, 0, 1)).toEqual({
      mutedNow: true,
      changes: [
        { muted: false, inSeconds: expect.closeTo(0.2, 6) },
        { muted: true, inSeconds: expect.closeTo(0.83, 6) },
      ],
    });
  });

  it('stays silent while settling after a seek, then follows the schedule', () => {
    expect(planSound(silence, 30, 1, 0.1)).toEqual({ mutedNow: true, changes: [{ muted: false, inSeconds: 0.1 }] });
    // Settling into a mute: no unmute before the mute's end.
    expect(planSound(silence, 11.7, 1, 0.1)).toEqual({ mutedNow: true, changes: [{ muted: false, inSeconds: expect.closeTo(1.4, 6) }] });
    expect(planSound(silence, 12.9, 1, 0.1).changes[0]).toEqual({ muted: false, inSeconds: expect.closeTo(0.2, 6) });
  });

  it('holds silence with nothing scheduled', () => {
    expect(HOLD_SILENT).toEqual({ mutedNow: true, changes: [] });
  });
});
