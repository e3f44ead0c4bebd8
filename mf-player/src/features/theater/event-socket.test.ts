import { PlaybackEventSocket, parseEventAnswer } from './event-socket';
import { asWebSocket, FakeWebSocket } from './fake-web-socket';

function open() {
  const answers: unknown[] = [];
  const malformed: string[] = [];
  const log = jest.fn();
  const socket = new PlaybackEventSocket({
    url: 'ws://api.test/ws/events/',
    authorization: () => 'Token tok',
    onAnswer: (answer) => answers.push(answer),
    onMalformed: (reason) => malformed.push(reason),
    WebSocketImpl: asWebSocket,
    log,
  });
  const ws = FakeWebSocket.last!;
  ws.open();
  return { socket, ws, answers, malformed, log };
}

describe('the event socket', () => {
  it('sends events with the token and passes on answers that match the schema', () => {
    const { socket, ws, answers, malformed } = open();
    socket.send(5, 'PLAY', 12.5);
    expect(JSON.parse(ws.sent[0])).toEqual({ authorization: 'Token tok', session_id: 5, location: 12.5, event_type: 'PLAY' });
    ws.answer(JSON.stringify({ status: 409, session_id: 5, event_type: 'PLAY', detail: 'Too many streams.' }));
    expect(answers).toEqual([{ status: 409, session_id: 5, event_type: 'PLAY', detail: 'Too many streams.' }]);
    expect(malformed).toEqual([]);
    socket.close();
  });

  it.each([
    ['not JSON', 'Internal Server Error'],
    ['a status that is not a number', JSON.stringify({ status: '409', session_id: 5, event_type: 'PLAY' })],
    ['no body', JSON.stringify(null)],
    ['a missing session', JSON.stringify({ status: 200, event_type: 'PLAY' })],
  ])('logs an answer with %s and reports it as malformed, without throwing', (_what, data) => {
    const { socket, ws, answers, malformed, log } = open();
    expect(() => ws.answer(data)).not.toThrow();
    expect(answers).toEqual([]);
    expect(malformed).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('malformed answer'), data);
    socket.close();
  });

  it('names what is wrong with a malformed answer', () => {
    expect(parseEventAnswer('{"status":"x","session_id":1,"event_type":"PLAY"}')).toEqual({ ok: false, reason: expect.stringContaining('status') });
    expect(parseEventAnswer('{"status":200,"session_id":1,"event_type":"PLAY"}')).toEqual({ ok: true, answer: { status: 200, session_id: 1, event_type: 'PLAY' } });
  });
});
