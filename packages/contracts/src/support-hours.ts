/**
 * Support's hours in Denver time (002 §4): chat Monday to Friday 11-20 and Saturday 11-21, never on Sunday; phone
 * calls are booked in the same hours. Both the site (is chat open now, by the server's clock) and the server (which
 * call slots exist) use these functions, so the rule is written once. Framework-free: Intl only.
 */
import { SUPPORT_CALL_DAYS_AHEAD, SUPPORT_CALL_SLOT_MINUTES, SUPPORT_CHAT_HOURS, SUPPORT_CHAT_TIME_ZONE } from './constants';

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(at: number, timeZone: string = SUPPORT_CHAT_TIME_ZONE): ZonedParts {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** The instant at which a wall-clock time happens in a time zone (the later one across a clock change). */
export function zonedTimeToInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string = SUPPORT_CHAT_TIME_ZONE): number {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two corrections settle any offset, clock changes included.
  for (let i = 0; i < 3; i++) {
    const p = zonedParts(guess, timeZone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    if (seen === wanted) break;
    guess += wanted - seen;
  }
  return guess;
}

/** Whether support chat is open at this instant (Denver time, 002 §4). */
export function isSupportChatOpen(at: number): boolean {
  const { weekday, hour } = zonedParts(at);
  const hours = SUPPORT_CHAT_HOURS[weekday];
  return hours !== null && hour >= hours[0] && hour < hours[1];
}

/**
 * Call slots from `at` on: every SUPPORT_CALL_SLOT_MINUTES within support's hours, for the next
 * SUPPORT_CALL_DAYS_AHEAD days, starting at least `leadMinutes` after `at`. Instants in ms, ascending.
 */
export function supportCallSlots(at: number, leadMinutes = 60): number[] {
  const slots: number[] = [];
  const earliest = at + leadMinutes * 60_000;
  const today = zonedParts(at);
  for (let offset = 0; offset < SUPPORT_CALL_DAYS_AHEAD; offset++) {
    // Noon of the day `offset` days on, in Denver: never near a clock change, so the date is right.
    const noon = zonedParts(zonedTimeToInstant(today.year, today.month, today.day, 12, 0) + offset * 24 * 3600_000);
    const hours = SUPPORT_CHAT_HOURS[noon.weekday];
    if (!hours) continue;
    for (let minutes = hours[0] * 60; minutes < hours[1] * 60; minutes += SUPPORT_CALL_SLOT_MINUTES) {
      const start = zonedTimeToInstant(noon.year, noon.month, noon.day, Math.floor(minutes / 60), minutes % 60);
      if (start >= earliest) slots.push(start);
    }
  }
  return slots;
}
