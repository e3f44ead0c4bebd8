/**
 * One question to the verification websocket (001 §7): {platform, authorization, profile_id, pin, offering} and
 * its answer {status, error, id}, or null when none comes in time (or the socket fails).
 */
import type { VerificationAnswer, VerificationRequest } from '@sift/contracts';

export function askVerification(
  url: string,
  request: VerificationRequest,
  timeoutMs: number,
  WebSocketImpl: typeof WebSocket = WebSocket,
): Promise<VerificationAnswer | null> {
  return new Promise((resolve) => {
    let done = false;
    const socket = new WebSocketImpl(url);
    const finish = (answer: VerificationAnswer | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.close();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    socket.onopen = () => socket.send(JSON.stringify(request));
    socket.onmessage = (event) => {
      try {
        finish(JSON.parse(String(event.data)) as VerificationAnswer);
      } catch {
        // No body: the lobby shows the generic error (001 §8 "body missing").
        finish({ status: 500, error: null, id: '' });
      }
    };
    socket.onerror = () => finish(null);
  });
}
