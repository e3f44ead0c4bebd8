import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Lineup, TagSet } from '@sift/contracts';
import { activeTagCount, createChoices, type CategoryFilterMap } from '@sift/filter-engine';

/**
 * The three calls behind a title's filters, from the caller's API client (this package has none): the tag set
 * (GET tag-sets/{id}/), the viewer's lineup for it (GET lineups/get_or_instantiate/) and saving its refmap
 * (PATCH lineups/{id}/).
 */
export interface TitleFilterReads {
  tagSet: (tagSetId: number) => Promise<TagSet>;
  lineup: (tagSetId: number) => Promise<Lineup>;
  saveLineup: (lineupId: number, refmap: Record<string, boolean>) => Promise<Lineup>;
}

export interface TitleFilterSources {
  /** The active profile's default filters. */
  globalFilters?: CategoryFilterMap | null;
  /** The account's parental controls (user.required_filters). */
  requiredFilters?: CategoryFilterMap | null;
}

export interface TitleFiltersState {
  /** idle without a tag set id; loading, then ready with both loaded, or failed. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  tagSet: TagSet | null;
  lineup: Lineup | null;
  /**
   * How many of the tag set's tags the viewer's choices cut or mute (the engine's activeTagCount over the lineup,
   * the profile's defaults and parental controls: the rule the server's tags_active_count follows), kept current
   * after a save without reading the tag set again; null until loaded.
   */
  activeCount: number | null;
  /** Saves the lineup's new refmap and keeps the saved lineup; rejects as the save does (the dialog says so). */
  save: (refmap: Record<string, boolean>) => Promise<Lineup>;
}

/** A title's tag set and the viewer's lineup for it, read together (the hook below, and the theater before it plays). */
export async function loadTitleFilters(reads: Pick<TitleFilterReads, 'tagSet' | 'lineup'>, tagSetId: number): Promise<{ tagSet: TagSet; lineup: Lineup }> {
  const [tagSet, lineup] = await Promise.all([reads.tagSet(tagSetId), reads.lineup(tagSetId)]);
  return { tagSet, lineup };
}

/**
 * 'Load tag set + lineup, save lineup' for one title's filters (001 §4 "Filters on a title"): loads both when the
 * tag set id is known (again when it changes; an answer for an earlier id is dropped), and saves the lineup. The
 * calls come from the caller: `reads` may be a new object on every render.
 */
export function useTitleFilters(reads: TitleFilterReads, tagSetId: number | null | undefined, sources: TitleFilterSources = {}): TitleFiltersState {
  const readsRef = useRef(reads);
  readsRef.current = reads;
  const [loaded, setLoaded] = useState<{ id: number; tagSet: TagSet; lineup: Lineup } | null>(null);
  const [failedId, setFailedId] = useState<number | null>(null);

  useEffect(() => {
    if (!tagSetId) return;
    let current = true;
    loadTitleFilters(readsRef.current, tagSetId).then(
      ({ tagSet, lineup }) => current && setLoaded({ id: tagSetId, tagSet, lineup }),
      () => current && setFailedId(tagSetId),
    );
    return () => {
      current = false;
    };
  }, [tagSetId]);

  const mine = tagSetId && loaded?.id === tagSetId ? loaded : null;
  const { globalFilters, requiredFilters } = sources;
  const activeCount = useMemo(
    () =>
      mine ? activeTagCount(createChoices({ tags: mine.tagSet.tags, globalFilters, requiredFilters, refmap: mine.lineup.refmap })) : null,
    [mine, globalFilters, requiredFilters],
  );

  const save = useCallback(
    async (refmap: Record<string, boolean>) => {
      if (!mine) throw new Error('The filters are not loaded yet.');
      const lineup = await readsRef.current.saveLineup(mine.lineup.id, refmap);
      setLoaded((now) => (now && now.id === mine.id ? { ...now, lineup } : now));
      return lineup;
    },
    [mine],
  );

  const status = !tagSetId ? 'idle' : mine ? 'ready' : failedId === tagSetId ? 'failed' : 'loading';
  return { status, tagSet: mine?.tagSet ?? null, lineup: mine?.lineup ?? null, activeCount, save };
}
