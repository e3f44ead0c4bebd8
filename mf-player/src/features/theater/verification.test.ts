import { asWebSocket, FakeWebSocket } from './fake-web-socket';
import { askVerification, MALFORMED_VERIFICATION, parseVerificationAnswer } from './verification';

const request = { platform: 'web', authorization: 'Token tok', profile_id: 7, pin: null, offering: 9 };

describe('askVerification', () => {
  it('sends the request when the socket opens and answers with the parsed answer', async () => {
    const answer = askVerification('ws://api.test/ws/verification/', request, 3000, asWebSocket);
    const ws = FakeWebSocket.last!;
    ws.open();
    expect(JSON.parse(ws.sent[0])).toEqual(request);
    const body = { status: 403, error: { name: 'verification_expired', recourse: 'reauthenticate', title: 'Verification Required', message: 'M' }, id: 'a' };
    ws.answer(JSON.stringify(body));
    await expect(answer).resolves.toEqual(body);
    expect(ws.closed).toBe(true);
  });

  it.each([
    ['not JSON', '<html>'],
    ['an unknown recourse', JSON.stringify({ status: 403, error: { name: 'x', recourse: 'pray', title: 'T', message: 'M' }, id: 'a' })],
    ['no status', JSON.stringify({ error: null, id: 'a' })],
  ])('answers %s as a bodiless error (the generic panel), logged, never thrown', async (_what, data) => {
    const log = jest.fn();
    expect(parseVerificationAnswer(data, log)).toEqual(MALFORMED_VERIFICATION);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/verification service sent/), data);
  });

  it('answers null when nothing comes in time', async () => {
    jest.useFakeTimers();
    try {
      const answer = askVerification('ws://api.test/ws/verification/', request, 3000, asWebSocket);
      jest.advanceTimersByTime(3000);
      await expect(answer).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
