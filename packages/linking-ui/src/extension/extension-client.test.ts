import { EXTENSION_BRIDGE, SIFT_EXTENSION_ID } from '@sift/contracts';
import { createExtensionClient } from './extension-client';

const answer = { ok: true, type: 'check_version', version: '0.3.1' } as const;

afterEach(() => {
  delete (window as unknown as { chrome?: unknown }).chrome;
});

it('sends directly to the extension when the page has chrome.runtime (externally_connectable)', async () => {
  const sendMessage = jest.fn((_id: string, _message: unknown, callback: (a: unknown) => void) => callback(answer));
  (window as unknown as { chrome: unknown }).chrome = { runtime: { sendMessage } };
  await expect(createExtensionClient().send({ type: 'check_version' }, 100)).resolves.toEqual(answer);
  expect(sendMessage).toHaveBeenCalledWith(SIFT_EXTENSION_ID, { type: 'check_version' }, expect.any(Function));
});

it("otherwise goes through the extension's page bridge", async () => {
  const bridge = (event: MessageEvent) => {
    // As the content script's window.postMessage arrives in a browser: from this window.
    if (event.data?.type === EXTENSION_BRIDGE.request) window.dispatchEvent(new MessageEvent('message', { data: { type: EXTENSION_BRIDGE.answer, id: event.data.id, answer }, source: window }));
  };
  window.addEventListener('message', bridge);
  try {
    await expect(createExtensionClient().send({ type: 'check_version' }, 1000)).resolves.toEqual(answer);
  } finally {
    window.removeEventListener('message', bridge);
  }
});

it('answers null when nothing answers in time (no extension), also after a failed direct send', async () => {
  const sendMessage = jest.fn((_id: string, _message: unknown, callback: (a: unknown) => void) => callback(undefined));
  (window as unknown as { chrome: unknown }).chrome = { runtime: { sendMessage, lastError: { message: 'Receiving end does not exist.' } } };
  await expect(createExtensionClient().send({ type: 'check_version' }, 50)).resolves.toBeNull();
});
