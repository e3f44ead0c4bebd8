/**
 * One question to the verification websocket (001 §7): {platform, authorization, profile_id, pin, offering} and
 * its answer {status, error, id}, or null when none comes in time (or the socket fails). The answer is parsed with
 * its schema: one that is not JSON or not the schema's is logged and answered as a bodiless error, which the lobby
 * shows as 'Unexpected Error' (001 §8 "body missing"), never thrown.
 */
import { verificationAnswer, type VerificationAnswer, type VerificationRequest } from '@sift/contracts';

/** What a malformed answer counts as: the generic error panel. */
export const MALFORMED_VERIFICATION: VerificationAnswer = { status: 500, error: null, id: '' };

export function parseVerificationAnswer(data: unknown, log: (message: string, detail: unknown) => void = console.error): VerificationAnswer {
  let json: unknown;
  try {
    json = JSON.parse(String(data));
  } catch {
    log('The verification service sent an answer that is not JSON.', data);
    return MALFORMED_VERIFICATION;
  }
  const parsed = verificationAnswer.safeParse(json);
  if (parsed.success) return parsed.data;
  log(`The verification service sent a malformed answer (${parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ')}).`, data);
  return MALFORMED_VERIFICATION;
}

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
    socket.onmessage = (event) => finish(parseVerificationAnswer(event.data));
    socket.onerror = () => finish(null);
  });
}
