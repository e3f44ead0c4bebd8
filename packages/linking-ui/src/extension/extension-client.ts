/**
 * How the site talks to the browser extension (001 §4.3; contracts extension-protocol.ts). Directly with
 * `chrome.runtime.sendMessage(SIFT_EXTENSION_ID, ...)` when the page has it (Chrome gives a page `chrome.runtime` when an
 * extension lists it in externally_connectable at load time); otherwise through the extension's page bridge on
 * window.postMessage, which also reaches an extension installed after the page loaded. No answer: no extension.
 */
import { EXTENSION_BRIDGE, SIFT_EXTENSION_ID, type ExtensionAnswer, type ExtensionRequest } from '@sift/contracts';

export interface ExtensionClient {
  /** The extension's answer, or null when no extension answered within `timeoutMs`. */
  send(request: ExtensionRequest, timeoutMs: number): Promise<ExtensionAnswer | null>;
}

type ChromeRuntime = {
  sendMessage?: (id: string, message: unknown, callback: (answer: unknown) => void) => void;
  lastError?: unknown;
};

const isAnswer = (value: unknown): value is ExtensionAnswer => typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

let counter = 0;

export function createExtensionClient(win: Window = window, extensionId: string = SIFT_EXTENSION_ID): ExtensionClient {
  const runtime = () => (win as unknown as { chrome?: { runtime?: ChromeRuntime } }).chrome?.runtime;

  const direct = (request: ExtensionRequest) =>
    new Promise<ExtensionAnswer | null>((resolve) => {
      const chromeRuntime = runtime();
      if (!chromeRuntime?.sendMessage) return resolve(null);
      try {
        chromeRuntime.sendMessage(extensionId, request, (answer) => {
          // Reading lastError is what tells Chrome the failure was handled ("Receiving end does not exist").
          void chromeRuntime.lastError;
          resolve(isAnswer(answer) ? answer : null);
        });
      } catch {
        resolve(null);
      }
    });

  const bridged = (request: ExtensionRequest, timeoutMs: number) =>
    new Promise<ExtensionAnswer | null>((resolve) => {
      counter += 1;
      const id = `sift-${Date.now().toString(36)}-${counter}`;
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; id?: unknown; answer?: unknown } | null;
        if (event.source !== win || !data || data.type !== EXTENSION_BRIDGE.answer || data.id !== id) return;
        finish(isAnswer(data.answer) ? data.answer : null);
      };
      const timer = win.setTimeout(() => finish(null), timeoutMs);
      function finish(answer: ExtensionAnswer | null) {
        win.clearTimeout(timer);
        win.removeEventListener('message', onMessage);
        resolve(answer);
      }
      win.addEventListener('message', onMessage);
      win.postMessage({ type: EXTENSION_BRIDGE.request, id, request }, win.location.origin);
    });

  return {
    async send(request, timeoutMs) {
      return (await direct(request)) ?? bridged(request, timeoutMs);
    },
  };
}
