/** A WebSocket stand-in for unit tests: the test opens it, answers on it, and reads what was sent. */
export class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  answer(data: unknown) {
    this.onmessage?.({ data });
  }
}

export const asWebSocket = FakeWebSocket as unknown as typeof WebSocket;
