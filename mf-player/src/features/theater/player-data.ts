/**
 * What the player plays from: the stream's tag set and the viewer's lineup, the edit plan of the viewer's choices,
 * and the panel a failed stream request shows.
 */
import { isApiError } from '@sift/api-client';
import { playbackError, STREAM_LOAD_FAILED, UNEXPECTED_ERROR, type Lineup, type Profile, type Stream, type TagSet } from '@sift/contracts';
import { buildEditPlan, createChoices, enabledTags, type EditPlan } from '@sift/filter-engine';
import { loadTitleFilters, type TitleFilterReads } from '@sift/filter-ui';
import { api } from '../../api';
import type { TheaterProblem } from './theater-panel';

export interface Filters {
  tagSet: TagSet | null;
  lineup: Lineup | null;
}

export const NO_FILTERS: Filters = { tagSet: null, lineup: null };

/** The edit plan of the viewer's choices for the stream's tag set (docs/decisions/0006 precedence). */
export function planOf(filters: Filters, profile: Profile, required: Record<string, boolean> | null, runtime: number): EditPlan {
  if (!filters.tagSet) return buildEditPlan([], { duration: runtime });
  const choices = createChoices({ tags: filters.tagSet.tags, globalFilters: profile.global_filters, requiredFilters: required, refmap: filters.lineup?.refmap });
  return buildEditPlan(enabledTags(choices), { duration: runtime });
}

/** The calls behind a title's filters, as filter-ui's loader and the dialog take them. */
export const filterReads: TitleFilterReads = {
  tagSet: (id) => api().catalogue.tagSet(id),
  lineup: (id) => api().playback.lineup(id),
  saveLineup: (id, refmap) => api().playback.saveLineup(id, refmap),
};

/** The stream's filters, before it plays (the plan needs them): filter-ui's one loader of tag set and lineup. */
export async function loadFilters(stream: Stream): Promise<Filters> {
  return stream.tag_set_id === null ? NO_FILTERS : loadTitleFilters(filterReads, stream.tag_set_id);
}

/** A refused stream (403 with the verification's error) shows that error's panel; anything else, a plain message. */
export function problemOf(error: unknown): TheaterProblem {
  const refusal = isApiError(error) ? playbackError.safeParse((error.body as { error?: unknown } | undefined)?.error) : null;
  if (isApiError(error) && refusal?.success) return { kind: 'refused', status: error.status, error: refusal.data };
  return { kind: 'message', title: UNEXPECTED_ERROR, message: STREAM_LOAD_FAILED };
}
