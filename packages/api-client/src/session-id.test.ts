import { type Clock, SESSION_INACTIVITY_MS, STORAGE_KEYS } from '@sift/contracts';
import { createBrowserId } from './browser-id';
import { createMemoryStorage, resilientStorage } from './key-value-storage';
import { createSessionId } from './session-id';

function setup() {
  let now = Date.parse('2025-01-01T12:00:00Z');
  const clock: Clock = { now: () => now };
  let counter = 0;
  const randomId = () => `id-${++counter}`;
  const storage = createMemoryStorage();
  return {
    storage,
    randomId,
    sessionId: createSessionId({ storage, clock, randomId }),
    advance: (ms: number) => void (now += ms),
    now: () => now,
  };
}

describe('session id (spec 000 §4.6: rotates after 30 minutes of inactivity)', () => {
  it('makes one on first use and stores it with the last-active time', () => {
    const s = setup();
    expect(s.sessionId()).toBe('id-1');
    expect(s.storage.getItem(STORAGE_KEYS.sessionId)).toBe('id-1');
    expect(s.storage.getItem(STORAGE_KEYS.sessionLastActive)).toBe(String(s.now()));
  });

  it('keeps the id just before 30 minutes of inactivity', () => {
    const s = setup();
    s.sessionId();
    s.advance(SESSION_INACTIVITY_MS - 1);
    expect(s.sessionId()).toBe('id-1');
  });

  it('rotates once 30 minutes have passed without activity', () => {
    const s = setup();
    s.sessionId();
    s.advance(SESSION_INACTIVITY_MS);
    expect(s.sessionId()).toBe('id-2');
    expect(s.storage.getItem(STORAGE_KEYS.sessionId)).toBe('id-2');
  });

  it('each use is activity: steady use keeps one id for hours', () => {
    const s = setup();
    for (let i = 0; i < 12; i += 1) {
      expect(s.sessionId()).toBe('id-1');
      s.advance(20 * 60 * 1000);
    }
  });

  it('survives a reload: a new tracker on the same storage continues the session', () => {
    const s = setup();
    s.sessionId();
    s.advance(60_000);
    const clock = { now: s.now };
    expect(createSessionId({ storage: s.storage, clock, randomId: s.randomId })()).toBe('id-1');
  });

  it('starts a new session when the stored last-active time is missing or garbage', () => {
    const s = setup();
    s.storage.setItem(STORAGE_KEYS.sessionId, 'old');
    s.storage.setItem(STORAGE_KEYS.sessionLastActive, 'not a number');
    expect(s.sessionId()).toBe('id-1');
  });
});

describe('browser id', () => {
  it('is made once and stays the same, also across trackers on the same storage', () => {
    const storage = createMemoryStorage();
    let counter = 0;
    const randomId = () => `b-${++counter}`;
    const browserId = createBrowserId({ storage, randomId });
    expect(browserId()).toBe('b-1');
    expect(browserId()).toBe('b-1');
    expect(createBrowserId({ storage, randomId })()).toBe('b-1');
    expect(storage.getItem(STORAGE_KEYS.browserId)).toBe('b-1');
  });
});

describe('resilientStorage', () => {
  it('keeps values in memory when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const storage = resilientStorage(refusing);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('writes through to the given storage', () => {
    const target = createMemoryStorage({ existing: '1' });
    const storage = resilientStorage(target);
    storage.setItem('k', 'v');
    expect(target.getItem('k')).toBe('v');
    expect(storage.getItem('existing')).toBe('1');
  });
});
