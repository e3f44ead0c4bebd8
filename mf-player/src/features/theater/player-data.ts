/**
 * What the player plays from: the stream's tag set and the viewer's lineup, the edit plan of the viewer's choices,
 * and the panel a failed stream request shows.
 */
import { isApiError } from '@sift/api-client';
import { playbackError, STREAM_LOAD_FAILED, UNEXPECTED_ERROR, type Lineup, type Profile, type Stream, type TagSet } from '@sift/contracts';
import { buildEditPlan, createChoices, enabledTags, type EditPlan } from '@sift/filter-engine';
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

export async function loadFilters(stream: Stream): Promise<Filters> {
  if (stream.tag_set_id === null) return NO_FILTERS;
  const [tagSet, lineup] = await Promise.all([api().catalogue.tagSet(stream.tag_set_id), api().playback.lineup(stream.tag_set_id)]);
  return { tagSet, lineup };
}

/** A refused stream (403 with the verification's error) shows that error's panel; anything else, a plain message. */
export function problemOf(error: unknown): TheaterProblem {
  const refusal = isApiError(error) ? playbackError.safeParse((error.body as { error?: unknown } | undefined)?.error) : null;
  if (isApiError(error) && refusal?.success) return { kind: 'refused', status: error.status, error: refusal.data };
  return { kind: 'message', title: UNEXPECTED_ERROR, message: STREAM_LOAD_FAILED };
}
