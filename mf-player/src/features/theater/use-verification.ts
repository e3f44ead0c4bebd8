/**
 * The lobby's verification (001 §4, §9): asks the verification websocket whether the viewer may play the offering,
 * keeps the verifying bar up at least 1 s, and moves on after 3 s without an answer (POST streams makes the same
 * decision, so silence never lets anyone play what they may not). A reauthenticate answer gets one automatic
 * re-link (the extension reads the member's session at the service again and re-runs its access test) and one
 * retry before its panel shows. Try Again, and coming back to the tab while a reauthenticate or review_content
 * panel shows, do the same: re-link when the answer asks for it, then verify once more (docs/decisions/0076).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PLATFORM,
  VERIFICATION_MIN_DISPLAY_MS,
  VERIFICATION_NO_RESPONSE_DISPLAY_MS,
  type PlaybackError,
  type VerificationAnswer,
  type VerificationRequest,
} from '@sift/contracts';
import { askVerification } from './verification';

export type LobbyState =
  | { phase: 'verifying' }
  | { phase: 'verified' }
  | { phase: 'refused'; status: number; error: PlaybackError | null };

export interface VerificationOptions {
  url: string;
  token: string;
  profileId: number;
  offerId: number;
  /**
   * Re-links the service before the one retry of a reauthenticate answer (through the extension: link-service.ts).
   * A failure is the caller's to note; the retry follows either way, and its answer decides the panel.
   */
  relink?: () => Promise<unknown>;
  ask?: (url: string, request: VerificationRequest, timeoutMs: number) => Promise<VerificationAnswer | null>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function useVerification({ url, token, profileId, offerId, relink, ask = askVerification }: VerificationOptions) {
  const [state, setState] = useState<LobbyState>({ phase: 'verifying' });
  const run = useRef(0);

  const verify = useCallback(
    async (allowRelink: boolean) => {
      const id = ++run.current;
      setState({ phase: 'verifying' });
      const started = Date.now();
      const request: VerificationRequest = { platform: PLATFORM, authorization: `Token ${token}`, profile_id: profileId, pin: null, offering: offerId };
      const answer = await ask(url, request, VERIFICATION_NO_RESPONSE_DISPLAY_MS);
      await wait((answer ? VERIFICATION_MIN_DISPLAY_MS : VERIFICATION_NO_RESPONSE_DISPLAY_MS) - (Date.now() - started));
      if (id !== run.current) return;
      if (!answer || (answer.status < 400 && !answer.error)) {
        setState({ phase: 'verified' });
        return;
      }
      if (answer.error?.recourse === 'reauthenticate' && allowRelink) {
        await relink?.().catch(() => undefined);
        if (id === run.current) await verify(false);
        return;
      }
      setState({ phase: 'refused', status: answer.status, error: answer.error });
    },
    [ask, url, token, profileId, offerId, relink],
  );

  // A newer run (or unmounting) makes an older run's answer stale.
  const invalidate = useCallback(() => {
    run.current++;
  }, []);
  useEffect(() => {
    void verify(true);
    return invalidate;
  }, [verify, invalidate]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (state.phase === 'refused' && (state.error?.recourse === 'reauthenticate' || state.error?.recourse === 'review_content')) void verify(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [state, verify]);

  return { state, retry: () => void verify(true) };
}
