import type { CategoryStatus } from '@sift/filter-engine';

/** What a filter does to its content: visual content is cut, audio is muted (001 §3 default_type). */
export type FilterKind = 'visual' | 'audio';

/** The status as the screens write it (001 §4: uncut, cut, mixed, required); sound is muted rather than cut. */
export function statusText(status: CategoryStatus, kind: FilterKind = 'visual'): string {
  switch (status) {
    case 'cut':
      return kind === 'audio' ? 'Muted' : 'Cut';
    case 'uncut':
      return kind === 'audio' ? 'Unmuted' : 'Uncut';
    case 'mixed':
      return 'Mixed';
    case 'required':
      return 'Required';
  }
}
