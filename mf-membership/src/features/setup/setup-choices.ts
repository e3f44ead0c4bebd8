/**
 * What the setup wizard keeps between its steps in this browser (session storage): the catalogs picked on the
 * 'select services' step (v3, v4) and the title picked to watch first (v3).
 */
import { STORAGE_KEYS } from '@sift/contracts';

export interface SetupChoices {
  catalogIds: number[];
  titleSlug: string | null;
}

const EMPTY: SetupChoices = { catalogIds: [], titleSlug: null };

export function readSetupChoices(): SetupChoices {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.setupChoices);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<SetupChoices>) } : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

export function writeSetupChoices(update: Partial<SetupChoices>): SetupChoices {
  const next = { ...readSetupChoices(), ...update };
  try {
    sessionStorage.setItem(STORAGE_KEYS.setupChoices, JSON.stringify(next));
  } catch {
    // storage refused: the choices live for this page only
  }
  return next;
}
