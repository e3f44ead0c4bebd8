import { type Clock, SESSION_INACTIVITY_MS, STORAGE_KEYS } from '@sift/contracts';
import type { KeyValueStorage } from './key-value-storage';

export interface SessionIdOptions {
  storage: KeyValueStorage;
  clock: Clock;
  randomId: () => string;
}

/**
 * The browser session id (spec 000 §4.6): the same id while the user is active, a new one once
 * SESSION_INACTIVITY_MS (30 minutes) have passed since the last activity. Each call counts as activity:
 * the API client calls it on every request, and the shell may call it on navigation.
 */
export function createSessionId({ storage, clock, randomId }: SessionIdOptions): () => string {
  return () => {
    const now = clock.now();
    const lastActive = Number(storage.getItem(STORAGE_KEYS.sessionLastActive));
    let id = storage.getItem(STORAGE_KEYS.sessionId);
    const expired = !Number.isFinite(lastActive) || lastActive <= 0 || now - lastActive >= SESSION_INACTIVITY_MS;
    if (!id || expired) {
      id = randomId();
      storage.setItem(STORAGE_KEYS.sessionId, id);
    }
    storage.setItem(STORAGE_KEYS.sessionLastActive, String(now));
    return id;
  };
}
