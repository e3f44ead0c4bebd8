/**
 * The event websocket (001 §7): LOADSTART, START, PLAY, PAUSE, HEARTBEAT (every 60 s while playing) and STOP
 * for the stream (session_id), with the token in every message. An answer with status 409 means the account plays
 * too many streams. The socket reconnects after a drop while the theater is open. Answers are parsed with their
 * schema: a malformed one is logged and reported to the player (which shows the generic panel), never thrown.
 */
import { playbackEventAnswer, type PlaybackEventAnswer, type PlaybackEventType } from '@sift/contracts';

export interface PlaybackEventSocketOptions {
  url: string;
  authorization: () => string;
  onAnswer: (answer: PlaybackEventAnswer) => void;
  /** An answer that is not JSON or not the schema's (it is logged first). */
  onMalformed: (reason: string) => void;
  WebSocketImpl?: typeof WebSocket;
  log?: (message: string, detail: unknown) => void;
}

/** Parses one answer of the event socket with its schema (contracts playbackEventAnswer). */
export function parseEventAnswer(data: unknown): { ok: true; answer: PlaybackEventAnswer } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = playbackEventAnswer.safeParse(json);
  return parsed.success ? { ok: true, answer: parsed.data } : { ok: false, reason: parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ') };
}

const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export class PlaybackEventSocket {
  private socket: WebSocket | null = null;
  private queue: string[] = [];
  private closed = false;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PlaybackEventSocketOptions) {
    this.connect();
  }

  send(sessionId: number, eventType: PlaybackEventType, location: number): void {
    const message = JSON.stringify({
      authorization: this.options.authorization(),
      session_id: sessionId,
      location: Math.max(0, location),
      event_type: eventType,
    });
    if (this.socket?.readyState === 1) this.socket.send(message);
    else this.queue.push(message);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }

  private connect(): void {
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const socket = new Impl(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      for (const message of this.queue.splice(0)) socket.send(message);
    };
    socket.onmessage = (event) => {
      const parsed = parseEventAnswer(event.data);
      if (parsed.ok) {
        this.options.onAnswer(parsed.answer);
        return;
      }
      (this.options.log ?? console.error)(`The event service sent a malformed answer (${parsed.reason}).`, event.data);
      this.options.onMalformed(parsed.reason);
    };
    socket.onclose = () => {
      if (this.closed) return;
      const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)];
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }
}
