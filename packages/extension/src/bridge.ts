/**
 * The page bridge (a content script on the site's pages): relays the site's window messages to the extension and
 * posts the answers back. Chrome gives a page `chrome.runtime` only if an extension that lists it was installed when
 * the page loaded; the bridge is how a tab opened earlier reaches the extension (001 §4.4: the link dialog polls and
 * goes on by itself once the extension is installed). Envelope: contracts EXTENSION_BRIDGE.
 */
import { EXTENSION_BRIDGE } from '@sift/contracts';

type Envelope = { type?: unknown; id?: unknown; request?: unknown };
const scope = globalThis as typeof globalThis & { __siftBridge?: (event: MessageEvent) => void };

function relay(event: MessageEvent) {
  const data = event.data as Envelope | null;
  if (event.source !== window || !data || data.type !== EXTENSION_BRIDGE.request || typeof data.id !== 'string') return;
  const id = data.id;
  try {
    chrome.runtime.sendMessage(data.request, (answer) => {
      // An extension that was removed or updated meanwhile answers nothing: the page then times out and polls again.
      if (chrome.runtime.lastError || answer === undefined) return;
      window.postMessage({ type: EXTENSION_BRIDGE.answer, id, answer }, window.location.origin);
    });
  } catch {
    // This bridge belongs to an extension that is gone ("Extension context invalidated"): stay silent.
  }
}

// Injected again after an update: the newest copy replaces the listener of the one before.
if (scope.__siftBridge) window.removeEventListener('message', scope.__siftBridge);
scope.__siftBridge = relay;
window.addEventListener('message', relay);
window.postMessage({ type: EXTENSION_BRIDGE.ready }, window.location.origin);
