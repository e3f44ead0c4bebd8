/**
 * The viewer's filter choices for one title: which tags of its tag set are on (cut or muted).
 * Precedence (docs/decisions/0006-filter-choice-precedence.md): required filters (parental controls) >
 * the lineup's refmap entry for the tag > the profile's default filters (global_filters) > off.
 * Choices are immutable: every change returns a new value, so Cancel is "keep the original".
 */
import type { Tag } from '@sift/contracts';
import { defaultCategoryTree, type CategoryTree } from './category-tree';
import { isCategoryFiltered, type CategoryFilterMap } from './category-filters';
import { statusFromCounts, type CategoryStatus } from './category-status';

export interface ChoiceSources {
  /** The tag set's tags. */
  tags: readonly Tag[];
  /** Defaults to the contracts' FILTER_CATEGORIES. */
  tree?: CategoryTree;
  /** The profile's default filters. */
  globalFilters?: CategoryFilterMap | null;
  /** The account's required filters (parental controls id_map). */
  requiredFilters?: CategoryFilterMap | null;
  /** The lineup's refmap: tag ref_id to on/off. */
  refmap?: Readonly<Record<string, boolean>> | null;
}

export interface Choices {
  readonly tree: CategoryTree;
  readonly tags: readonly Tag[];
  /** ref_ids of the tags that are on. */
  readonly on: ReadonlySet<string>;
  /** ref_ids parental controls force on. */
  readonly required: ReadonlySet<string>;
  /** The required filters the choices were made under (kept for category statuses). */
  readonly requiredFilters: CategoryFilterMap | null;
}

export function createChoices(sources: ChoiceSources): Choices {
  const tree = sources.tree ?? defaultCategoryTree();
  const on = new Set<string>();
  const required = new Set<string>();
  const byCategory = new Map<number, { filtered: boolean; required: boolean }>();
  for (const tag of sources.tags) {
    let category = byCategory.get(tag.category_id);
    if (!category) {
      category = {
        filtered: isCategoryFiltered(tree, sources.globalFilters, tag.category_id),
        required: isCategoryFiltered(tree, sources.requiredFilters, tag.category_id),
      };
      byCategory.set(tag.category_id, category);
    }
    if (category.required) required.add(tag.ref_id);
    const chosen = sources.refmap?.[tag.ref_id];
    if (category.required || (chosen ?? category.filtered)) on.add(tag.ref_id);
  }
  return { tree, tags: sources.tags, on, required, requiredFilters: sources.requiredFilters ?? null };
}

export const isTagOn = (choices: Choices, refId: string): boolean => choices.on.has(refId);
export const isTagRequired = (choices: Choices, refId: string): boolean => choices.required.has(refId);

function withTags(choices: Choices, refIds: Iterable<string>, on: boolean): Choices {
  const next = new Set(choices.on);
  for (const refId of refIds) {
    if (on) next.add(refId);
    else if (!choices.required.has(refId)) next.delete(refId);
  }
  return { ...choices, on: next };
}

/** Switches one tag on or off; a required tag stays on. */
export function setTag(choices: Choices, refId: string, on: boolean): Choices {
  if (!choices.tags.some((t) => t.ref_id === refId)) return choices;
  return withTags(choices, [refId], on);
}

export const toggleTag = (choices: Choices, refId: string): Choices => setTag(choices, refId, !isTagOn(choices, refId));

/** The tags of a category and of everything under it. */
export function tagsInCategory(choices: Choices, categoryId: number): Tag[] {
  const ids = new Set(choices.tree.subtreeOf(categoryId));
  return choices.tags.filter((t) => ids.has(t.category_id));
}

function statusOf(choices: Choices, tags: readonly Tag[]): CategoryStatus {
  return statusFromCounts({
    total: tags.length,
    on: tags.filter((t) => choices.on.has(t.ref_id)).length,
    required: tags.filter((t) => choices.required.has(t.ref_id)).length,
  });
}

/**
 * uncut, cut, mixed or required over the category's tags in this title. A category without tags here is
 * required when parental controls require it, else uncut.
 */
export function categoryStatus(choices: Choices, categoryId: number): CategoryStatus {
  const tags = tagsInCategory(choices, categoryId);
  if (tags.length === 0) {
    return isCategoryFiltered(choices.tree, choices.requiredFilters, categoryId) ? 'required' : 'uncut';
  }
  return statusOf(choices, tags);
}

/** The status of the All toggle: over every tag of the title. */
export const allStatus = (choices: Choices): CategoryStatus => statusOf(choices, choices.tags);

/** Sets every tag of the category and its descendants. */
export function setCategory(choices: Choices, categoryId: number, on: boolean): Choices {
  return withTags(choices, tagsInCategory(choices, categoryId).map((t) => t.ref_id), on);
}

/** Cut (or required) becomes off, anything else becomes cut. */
export function toggleCategory(choices: Choices, categoryId: number): Choices {
  const status = categoryStatus(choices, categoryId);
  return setCategory(choices, categoryId, !(status === 'cut' || status === 'required'));
}

/** The All toggle (001 §4): every tag on, unless all already are, then every tag off (required ones stay). */
export function toggleAll(choices: Choices): Choices {
  const status = allStatus(choices);
  return withTags(choices, choices.tags.map((t) => t.ref_id), !(status === 'cut' || status === 'required'));
}

/** Whether saving would change anything (the filters modal saves only then). */
export function choicesChanged(before: Choices, after: Choices): boolean {
  if (before.on.size !== after.on.size) return true;
  for (const refId of before.on) if (!after.on.has(refId)) return true;
  return false;
}

/** The lineup refmap to save: an explicit entry for every tag, so later default changes do not alter it. */
export function toRefmap(choices: Choices): Record<string, boolean> {
  const refmap: Record<string, boolean> = {};
  for (const tag of choices.tags) refmap[tag.ref_id] = choices.on.has(tag.ref_id);
  return refmap;
}

/** The tags that are on, in tag-set order: the input of buildEditPlan. */
export const enabledTags = (choices: Choices): Tag[] => choices.tags.filter((t) => choices.on.has(t.ref_id));

/** The tag set's tags_active_count for these choices. */
export const activeTagCount = (choices: Choices): number => enabledTags(choices).length;
