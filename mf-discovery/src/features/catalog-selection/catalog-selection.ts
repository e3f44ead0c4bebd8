/**
 * The service filter (001 §2 'See Content From...'): which catalogs the viewer sees content from. -1 means all, and
 * choosing every catalog collapses to all. Members keep the choice on the active profile (selected_catalogs);
 * visitors in local storage (logged_out_selected_catalogs), so it survives a reload.
 */
import { useSyncExternalStore } from 'react';
import { refreshUser } from '@sift/app-kit';
import { ALL_CATALOGS, STORAGE_KEYS } from '@sift/contracts';
import { api } from '../../api';
import { apiKey, profileScope, refreshApiData } from '@sift/data';
import { useViewer } from '../viewer/use-viewer';

export const ALL = [ALL_CATALOGS];

/** A selection in its one shape: [-1] for all (empty, containing -1, or naming every catalog), else unique ids. */
export function normaliseSelection(ids: readonly number[], allCatalogIds: readonly number[]): number[] {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))];
  if (unique.length === 0 || unique.includes(ALL_CATALOGS)) return ALL;
  if (allCatalogIds.length && allCatalogIds.every((id) => unique.includes(id))) return ALL;
  return unique;
}

export const isAll = (ids: readonly number[]) => ids.length === 0 || ids.includes(ALL_CATALOGS);
export const sameSelection = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

// ---- visitors: local storage, with a listener list so every part of the page re-renders on a change ----
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: ALL };

function readStored(): number[] {
  const raw = localStorage.getItem(STORAGE_KEYS.loggedOutSelectedCatalogs);
  if (raw === cached.raw) return cached.ids;
  let ids = ALL;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed)) ids = normaliseSelection(parsed.filter((n): n is number => typeof n === 'number'), []);
  } catch {
    // an unreadable entry is as good as none: all catalogs
  }
  cached = { raw, ids };
  return ids;
}

function writeStored(ids: number[]) {
  localStorage.setItem(STORAGE_KEYS.loggedOutSelectedCatalogs, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.loggedOutSelectedCatalogs && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface CatalogSelection {
  /** [-1] for all, else the chosen catalog ids. */
  selected: number[];
  /** Keeps a new choice (already normalised): on the profile for members, in local storage for visitors. */
  save: (ids: number[]) => Promise<void>;
}

export function useCatalogSelection(): CatalogSelection {
  const viewer = useViewer();
  const stored = useSyncExternalStore(subscribe, readStored, () => ALL);
  if (viewer.kind === 'member' && viewer.profile) {
    const profileId = viewer.profile.id;
    return {
      selected: normaliseSelection(viewer.profile.selected_catalogs, []),
      save: async (ids) => {
        await api().profiles.update(profileId, { selected_catalogs: ids });
        await refreshUser();
        // The overlay's answer carries the profile's choice; the rows follow the choice through their query.
        await refreshApiData(apiKey(profileScope(profileId), 'content/service-filters/'));
      },
    };
  }
  return { selected: stored, save: async (ids) => writeStored(ids) };
}
