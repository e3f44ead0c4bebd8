/**
 * The filter-category tree (000 §3, 001 §3). Five top-level categories form the tabs of the filter
 * screens in this order: Intimacy, Nudity, Violence, Substance, More. Nudity (7) and Drugs & Alcohol (4)
 * are top-level leaves: the spec names 4 both 'Substance' (tab) and 'Drugs & Alcohol' (category), so the
 * tab title is kept separately. See docs/decisions/0005-filter-category-tree.md.
 */
import type { TagCategory } from './schemas/filters';

export const FILTER_CATEGORY_IDS = {
  intimacy: 2,
  violence: 3,
  substance: 4,
  more: 5,
  sex: 6,
  nudity: 7,
  kissing: 9,
  nonGraphicViolence: 14,
  graphicViolence: 15,
  bloodAndGore: 16,
  profanity: 18,
  blasphemy: 20,
  childishLanguage: 21,
  sexualReferences: 22,
  racialSlurs: 23,
} as const;

/** Tab titles for the top-level categories, in tab order. */
export const FILTER_TABS: readonly { id: number; title: string }[] = [
  { id: 2, title: 'Intimacy' },
  { id: 7, title: 'Nudity' },
  { id: 3, title: 'Violence' },
  { id: 4, title: 'Substance' },
  { id: 5, title: 'More' },
];

type Row = Omit<TagCategory, 'children'>;
const rows: Row[] = [
  { id: 2, parent_id: null, display_title: 'Intimacy', ordering: 2, default_type: 'audiovisual' },
  { id: 7, parent_id: null, display_title: 'Nudity', ordering: 2.5, default_type: 'audiovisual' },
  { id: 3, parent_id: null, display_title: 'Violence', ordering: 3, default_type: 'audiovisual' },
  { id: 4, parent_id: null, display_title: 'Drugs & Alcohol', ordering: 4, default_type: 'audiovisual' },
  { id: 5, parent_id: null, display_title: 'More', ordering: 5, default_type: 'audio' },
  { id: 6, parent_id: 2, display_title: 'Sex', ordering: 1, default_type: 'audiovisual' },
  { id: 9, parent_id: 2, display_title: 'Kissing', ordering: 2, default_type: 'audiovisual' },
  { id: 22, parent_id: 2, display_title: 'Sexual References', ordering: 3, default_type: 'audio' },
  { id: 15, parent_id: 3, display_title: 'Graphic Violence', ordering: 1, default_type: 'audiovisual' },
  { id: 14, parent_id: 3, display_title: 'Non-Graphic Violence', ordering: 2, default_type: 'audiovisual' },
  { id: 16, parent_id: 3, display_title: 'Blood & Gore', ordering: 3, default_type: 'audiovisual' },
  { id: 18, parent_id: 5, display_title: 'Profanity', ordering: 1, default_type: 'audio' },
  { id: 20, parent_id: 5, display_title: 'Blasphemy', ordering: 2, default_type: 'audio' },
  { id: 21, parent_id: 5, display_title: 'Childish Language', ordering: 3, default_type: 'audio' },
  { id: 23, parent_id: 5, display_title: 'Racial Slurs', ordering: 4, default_type: 'audio' },
];

/** The tree as the API returns it: every category with the ids of its direct children, sorted by ordering. */
export const FILTER_CATEGORIES: readonly TagCategory[] = rows
  .map((row) => ({
    ...row,
    children: rows
      .filter((child) => child.parent_id === row.id)
      .sort((a, b) => a.ordering - b.ordering)
      .map((child) => child.id),
  }))
  .sort((a, b) => (a.parent_id ?? 0) - (b.parent_id ?? 0) || a.ordering - b.ordering);

/** The twelve leaf categories a profile's global_filters map keys (000 §3), audio first as the spec lists them. */
export const LEAF_FILTER_CATEGORY_IDS = [18, 22, 20, 21, 23, 6, 7, 9, 4, 15, 14, 16] as const;
export const AUDIO_FILTER_CATEGORY_IDS = [18, 22, 20, 21, 23] as const;
