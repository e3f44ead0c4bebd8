import { STORAGE_KEYS } from '@sift/contracts';

/**
 * Whether this browser has had browse's one-time intro (001 §2: local storage browseFiltersIntroModalSeen). Apart
 * from the dialog, so a page can ask without loading it.
 */
export function introSeen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.browseFiltersIntroModalSeen) === 'true';
  } catch {
    return true;
  }
}
