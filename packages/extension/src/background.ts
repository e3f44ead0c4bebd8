/**
 * The service worker: answers the site's messages (externally_connectable, or through the page bridge of a tab opened
 * before the extension was installed), and on install gives already open tabs of the site the bridge, so a link
 * dialog waiting for the extension goes on by itself.
 */
import { handleRequest, type ExtensionEnv } from './handle-request';

/** The site's match patterns, written in by the build (scripts/build-extension.ts). */
declare const SIFT_SITE_PATTERNS: string[];

const env: ExtensionEnv = {
  version: chrome.runtime.getManifest().version,
  permitted: (url) => chrome.permissions.contains({ origins: [`${url.protocol}//${url.hostname}/*`] }),
  fetch: (input, init) => fetch(input, init),
  getCookies: (url) => chrome.cookies.getAll({ url }),
  WebSocket,
};

const answer = (message: unknown, sendResponse: (answer: unknown) => void) => {
  handleRequest(message, env).then(sendResponse, (error: unknown) =>
    sendResponse({ ok: false, error: 'network', message: error instanceof Error ? error.message : String(error) }),
  );
  return true; // the answer comes asynchronously
};

// Pages of the site (Chrome checks externally_connectable before delivering).
chrome.runtime.onMessageExternal.addListener((message, _sender, sendResponse) => answer(message, sendResponse));
// The page bridge: our own content script, which runs on the site's pages only.
chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id) return false;
  return answer(message, sendResponse);
});

chrome.runtime.onInstalled.addListener(() => {
  void chrome.tabs.query({ url: SIFT_SITE_PATTERNS }).then((tabs) =>
    Promise.all(
      tabs
        .filter((tab) => tab.id !== undefined)
        .map((tab) => chrome.scripting.executeScript({ target: { tabId: tab.id! }, files: ['bridge.js'] }).catch(() => undefined)),
    ),
  );
});
