/**
 * The server's settable clock (docs/decisions/0030): GET time/ says the server's now; in development a caller on
 * this machine moves it (PUT /dev/clock/) and back (DELETE /dev/clock/), and the date rules follow it (here: a promo
 * that starts and ends: the seeded spring25). Production has no /dev/clock/.
 */
import { SEASONAL_PROMOS } from '../src/seed/marketing.seed';
import { call, manualClock, startTestServer } from './helpers/test-server';
import { DEV_CLOCK_INVALID, parseInstant } from '../src/clock/clock.routes';
import { settableClock } from '../src/clock/settable-clock';

const REAL = Date.parse('2026-06-01T12:00:00Z');

describe('the settable clock', () => {
  it('moves to an instant, runs on from there, and goes back', () => {
    const base = manualClock(REAL);
    const clock = settableClock(base);
    expect(clock.now()).toBe(REAL);
    clock.set(Date.parse('2025-05-30T00:00:00Z'));
    expect(clock.now()).toBe(Date.parse('2025-05-30T00:00:00Z'));
    base.advance(1000);
    expect(clock.now()).toBe(Date.parse('2025-05-30T00:00:01Z'));
    expect(clock.offsetMs()).toBe(Date.parse('2025-05-30T00:00:00Z') - REAL);
    clock.reset();
    expect(clock.now()).toBe(REAL + 1000);
  });

  it.each([
    ['2025-05-31T07:00:00Z', Date.parse('2025-05-31T07:00:00Z')],
    ['2025-05-31T09:00:00+02:00', Date.parse('2025-05-31T07:00:00Z')],
    [Date.parse('2025-05-31T07:00:00Z'), Date.parse('2025-05-31T07:00:00Z')],
    ['2025-05-31', null],
    ['yesterday', null],
    ['1999-12-31T23:59:59Z', null],
    ['2100-01-02T00:00:00Z', null],
    [1.5, null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('reads %p as %p', (input, expected) => {
    expect(parseInstant(input)).toBe(expected);
  });
});

describe('GET time/ and /dev/clock/', () => {
  it('answers the server time, moves it for a caller on this machine, and the date rules follow', async () => {
    const base = manualClock(REAL);
    const server = await startTestServer({ clock: base });
    try {
      expect((await call(server.app, 'GET', '/time/')).body).toEqual({ now: '2026-06-01T12:00:00.000Z' });
      expect((await call(server.app, 'GET', `/subscription-promos/?code=${SEASONAL_PROMOS[0].code}`)).status).toBe(404);

      const moved = await call(server.app, 'PUT', '/dev/clock/', { body: { now: '2025-05-30T00:00:00Z' } });
      expect(moved.status).toBe(200);
      expect(moved.body.now).toBe('2025-05-30T00:00:00.000Z');
      expect((await call(server.app, 'GET', '/time/')).body).toEqual({ now: '2025-05-30T00:00:00.000Z' });
      expect((await call(server.app, 'GET', `/subscription-promos/?code=${SEASONAL_PROMOS[0].code}`)).body.code).toBe('spring25');

      const bad = await call(server.app, 'PUT', '/dev/clock/', { body: { now: 'next tuesday' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ now: [DEV_CLOCK_INVALID] });
      expect((await call(server.app, 'GET', '/time/')).body.now).toBe('2025-05-30T00:00:00.000Z');

      expect((await call(server.app, 'DELETE', '/dev/clock/')).body).toEqual({ now: '2026-06-01T12:00:00.000Z', offset_ms: 0 });
      expect((await call(server.app, 'GET', `/subscription-promos/?code=${SEASONAL_PROMOS[0].code}`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('refuses any other address or a forwarded request, and does not exist in production', async () => {
    const server = await startTestServer({ clock: manualClock(REAL) });
    try {
      const remote = await call(server.app, 'PUT', '/dev/clock/', { body: { now: '2025-05-30T00:00:00Z' }, remoteAddress: '192.0.2.10' });
      expect(remote.status).toBe(404);
      const forwarded = await call(server.app, 'PUT', '/dev/clock/', {
        body: { now: '2025-05-30T00:00:00Z' },
        headers: { 'x-forwarded-for': '192.0.2.10' },
      });
      expect(forwarded.status).toBe(404);
      expect((await call(server.app, 'GET', '/time/')).body.now).toBe('2026-06-01T12:00:00.000Z');
    } finally {
      await server.close();
    }
    const production = await startTestServer({ clock: manualClock(REAL), config: { production: true, publicUrl: 'https://api.sift.example' } });
    try {
      expect((await call(production.app, 'PUT', '/dev/clock/', { body: { now: '2025-05-30T00:00:00Z' } })).status).toBe(404);
      // Nor the other development routes of a caller on this machine.
      expect((await call(production.app, 'POST', '/dev/gift-cards/', { body: { amount: 1_500 } })).status).toBe(404);
      expect((await call(production.app, 'GET', '/time/')).body.now).toBe('2026-06-01T12:00:00.000Z');
    } finally {
      await production.close();
    }
  });
});
