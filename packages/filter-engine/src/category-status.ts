/**
 * A category's status on the filter screens (001 §4, 002 §4): uncut (nothing in it is filtered), cut
 * (everything is), mixed, or required (parental controls filter all of it, so it cannot be switched off).
 */
export type CategoryStatus = 'uncut' | 'cut' | 'mixed' | 'required';

export interface StatusCounts {
  /** How many things (leaf categories or tags) the category holds. */
  total: number;
  /** How many of them are filtered, required ones included. */
  on: number;
  /** How many of them parental controls require. */
  required: number;
}

export function statusFromCounts({ total, on, required }: StatusCounts): CategoryStatus {
  if (total > 0 && required === total) return 'required';
  if (total > 0 && on === total) return 'cut';
  if (on === 0) return 'uncut';
  return 'mixed';
}
