/**
 * The event websocket (001 §7): LOADSTART, START, PLAY, PAUSE, HEARTBEAT (every 60 s while playing) and STOP
 * for the stream (session_id), with the token in every message. An answer with status 409 means the account plays
 * too many streams. The socket reconnects after a drop while the theater is open.
 */
import type { PlaybackEventAnswer, PlaybackEventType } from '@sift/contracts';

export interface PlaybackEventSocketOptions {
  url: string;
  authorization: () => string;
  onAnswer: (answer: PlaybackEventAnswer) => void;
  WebSocketImpl?: typeof WebSocket;
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
      try {
        this.options.onAnswer(JSON.parse(String(event.data)) as PlaybackEventAnswer);
      } catch {
        // An answer that is not JSON changes nothing.
      }
    };
    socket.onclose = () => {
      if (this.closed) return;
      const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)];
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }
}
