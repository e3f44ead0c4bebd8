/** The part of the Web Storage API the client uses; window.localStorage fits, and so does createMemoryStorage(). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** An in-memory storage, for tests and for browsers that refuse localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  removeItem(key: string): void;
} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Wraps a storage so a refusal (private mode, a full quota, blocked cookies: even reading
 * window.localStorage can throw) never breaks a request: values then live in memory for the page's life.
 */
export function resilientStorage(storage?: KeyValueStorage): KeyValueStorage {
  const memory = createMemoryStorage();
  const target = storage ?? browserLocalStorage() ?? memory;
  return {
    getItem(key) {
      try {
        return target.getItem(key) ?? memory.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      memory.setItem(key, value);
      try {
        target.setItem(key, value);
      } catch {
        // kept in memory above
      }
    },
  };
}

function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    return undefined;
  }
}
