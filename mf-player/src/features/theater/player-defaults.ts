/**
 * Per-profile player defaults in local storage (001 §4): captions on or off and the volume. A saved volume counts
 * only between 0 and 1; anything else reads as 1.
 */
import { STORAGE_KEYS } from '@sift/contracts';

export interface PlayerDefaults {
  captions: boolean;
  volume: number;
}

const key = (profileId: number) => `${STORAGE_KEYS.playerDefaultsPrefix}${profileId}`;

export function readPlayerDefaults(profileId: number, storage: Pick<Storage, 'getItem'> = localStorage): PlayerDefaults {
  let saved: Partial<Record<keyof PlayerDefaults, unknown>> = {};
  try {
    saved = JSON.parse(storage.getItem(key(profileId)) ?? '{}') ?? {};
  } catch {
    saved = {};
  }
  const volume = typeof saved.volume === 'number' && saved.volume >= 0 && saved.volume <= 1 ? saved.volume : 1;
  return { captions: saved.captions === true, volume };
}

export function writePlayerDefaults(profileId: number, defaults: PlayerDefaults, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(key(profileId), JSON.stringify(defaults));
  } catch {
    // Storage refused (private mode, quota): the defaults last for this visit only.
  }
}
