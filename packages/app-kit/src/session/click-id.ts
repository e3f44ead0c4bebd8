import { STORAGE_KEYS } from '@sift/contracts';

/**
 * The affiliate network's click id a visitor arrived with (`?irclickid=`, or `?ir_click_id=`). It is kept until the
 * visitor signs up, which sends it as `ir_click_id` (002 §7 signup and subscribe) so the sale is credited.
 */
export function saveClickId(raw: string): string | null {
  const id = raw.replace(/[^\w.-]/g, '').slice(0, 200);
  if (!id) return null;
  try {
    localStorage.setItem(STORAGE_KEYS.irClickId, id);
  } catch {
    return null;
  }
  return id;
}

export function readClickId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.irClickId);
  } catch {
    return null;
  }
}

/** The click id in a query string, under either name it is seen with. */
export const clickIdOf = (params: URLSearchParams) => params.get('irclickid') ?? params.get('ir_click_id');
