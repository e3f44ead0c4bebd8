import { useCallback, useEffect, useRef, useState } from 'react';
import { EXTENSION_POLL_MS } from '@sift/contracts';
import { isLinkError, LinkError, RETRIES_ON_RETURN, WAITS_FOR_EXTENSION } from '../link-flow/link-error';
import type { LinkResult } from '../link-flow/link-service';

export type LinkState =
  | { status: 'idle' }
  | { status: 'linking' }
  | { status: 'linked'; result: LinkResult }
  | { status: 'failed'; error: LinkError };

export interface UseServiceLinkOptions {
  /** The whole link (link-service.ts). */
  link: () => Promise<LinkResult>;
  /** The extension check alone, polled while it is missing or out of date. */
  probe: () => Promise<unknown>;
  /** The dialog is open: linking starts when it opens and everything stops when it closes. */
  open: boolean;
}

const asLinkError = (error: unknown) =>
  isLinkError(error) ? error : new LinkError('unexpected', error instanceof Error ? error.message : String(error));

/**
 * The link dialog's state (001 §4.3-4.4): links when opened; while the extension is missing or out of date it checks
 * again every 500 ms and links by itself once the check passes; after 'not signed in' or 'invalid credentials' it
 * links again when the tab becomes visible (the member comes back from the service's sign-in).
 */
export function useServiceLink({ link, probe, open }: UseServiceLinkOptions) {
  const [state, setState] = useState<LinkState>({ status: 'idle' });
  const calls = useRef({ link, probe });
  calls.current = { link, probe };
  // Each start or close begins a new generation; answers of an older one are dropped.
  const generation = useRef(0);

  const start = useCallback(() => {
    const mine = ++generation.current;
    setState({ status: 'linking' });
    calls.current.link().then(
      (result) => mine === generation.current && setState({ status: 'linked', result }),
      (error: unknown) => mine === generation.current && setState({ status: 'failed', error: asLinkError(error) }),
    );
  }, []);

  useEffect(() => {
    if (!open) {
      generation.current += 1;
      setState({ status: 'idle' });
      return;
    }
    start();
  }, [open, start]);

  const failedKind = state.status === 'failed' ? state.error.kind : null;

  // Polls for the extension (001 §4.4, §9: every 500 ms).
  useEffect(() => {
    if (!failedKind || !WAITS_FOR_EXTENSION.includes(failedKind)) return undefined;
    const mine = generation.current;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      timer = setTimeout(() => {
        calls.current.probe().then(
          () => mine === generation.current && start(),
          (error: unknown) => {
            if (mine !== generation.current) return;
            const next = asLinkError(error);
            // Missing and out of date swap as the member installs or updates; anything else goes to its panel.
            if (next.kind !== failedKind) setState({ status: 'failed', error: next });
            else poll();
          },
        );
      }, EXTENSION_POLL_MS);
    };
    poll();
    return () => clearTimeout(timer);
  }, [failedKind, start]);

  // Back from the service's sign-in (001 §4.4).
  useEffect(() => {
    if (!failedKind || !RETRIES_ON_RETURN.includes(failedKind)) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') start();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [failedKind, start]);

  return { state, retry: start };
}
