import type { CategoryStatus } from '@sift/filter-engine';

/** What a filter does to its content: audiovisual content is cut, audio is muted (a category's default_type, 000 §3). */
export type FilterKind = 'audiovisual' | 'audio';

/** The status as the screens write it (001 §4: uncut, cut, mixed, required); sound is muted rather than cut. */
export function statusText(status: CategoryStatus, kind: FilterKind = 'audiovisual'): string {
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
