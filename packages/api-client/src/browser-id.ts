import { STORAGE_KEYS } from '@sift/contracts';
import type { KeyValueStorage } from './key-value-storage';

/** The browser id: made once, then kept in storage for good (it identifies the browser, not the user). */
export function createBrowserId({ storage, randomId }: { storage: KeyValueStorage; randomId: () => string }): () => string {
  return () => {
    let id = storage.getItem(STORAGE_KEYS.browserId);
    if (!id) {
      id = randomId();
      storage.setItem(STORAGE_KEYS.browserId, id);
    }
    return id;
  };
}
