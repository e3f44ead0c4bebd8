/**
 * Typed builders of valid playback entities for tests (works, tags, tag sets, lineups, streams), following the
 * schemas. Imported by tests only (`@sift/contracts/testing/playback`).
 */
import type { Episode, Work, WorkSummary } from '../schemas/catalogue';
import type { Lineup, Tag, TagSet } from '../schemas/filters';
import type { Stream } from '../schemas/playback';
import { buildWork as buildAnyWork, buildWorkSummary as buildAnyWorkSummary } from './entity-builders';

/** Harbor Lights, the demo title the playback tests play: a short movie on Sift's own catalogue. */
const HARBOR_LIGHTS: Partial<WorkSummary> = {
  id: 4,
  slug: 'harbor-lights',
  title: 'Harbor Lights',
  year: 2021,
  rating: 'PG-13',
  runtime_formatted: '4m',
  duration: 210,
  description: 'A lighthouse keeper counts the seconds until the fog lifts.',
  poster_url: '/images/posters/harbor-lights.svg',
  backdrop_url: '/images/backdrops/harbor-lights.svg',
  scores: { tmdb: 7.5 },
  offering_groups: [{ type: 'subscription', catalogs: [{ id: 12, title: 'Sift', color: '#2f6fed' }] }],
};

export function buildWorkSummary(overrides: Partial<WorkSummary> = {}): WorkSummary {
  return buildAnyWorkSummary({ ...HARBOR_LIGHTS, ...overrides });
}

export function buildEpisode(overrides: Partial<Episode> = {}): Episode {
  return {
    ...buildWorkSummary({ id: 41, slug: 'the-show-s1e2', title: 'Second Light', subtitle: 'The Show: Season 1, Episode 2', type: 'episode', show_id: 40 }),
    season_number: 1,
    episode_number: 2,
    ...overrides,
  };
}

export function buildWork(overrides: Partial<Work> = {}): Work {
  return buildAnyWork({
    ...HARBOR_LIGHTS,
    subtitles: { all: ['en'] },
    offerings: [
      { offer_id: 9, type: 'subscription', catalog_id: 12, service_id: 12, work_id: 4, price: null, max_format: 'HD', tag_set_id: 5, external_url: null },
    ],
    ...overrides,
  });
}

export function buildTag(overrides: Partial<Tag> = {}): Tag {
  return {
    id: 1,
    type: 'audio',
    description: 'A sailor swears at the fog',
    category_id: 18,
    ref_id: 'hl-p1',
    spoiler: false,
    start_approx: 12,
    end_approx: 12.8,
    ...overrides,
  };
}

/** Harbor Lights' three kinds of tag: a word (18), a kiss (9, a spoiler) and a fight (15). */
export const harborTags: Tag[] = [
  buildTag(),
  buildTag({ id: 2, ref_id: 'hl-k1', type: 'visual', category_id: 9, description: 'A kiss at the lantern', spoiler: true, start_approx: 120, end_approx: 124 }),
  buildTag({ id: 3, ref_id: 'hl-v1', type: 'audiovisual', category_id: 15, description: 'A brutal fight on the pier', start_approx: 80, end_approx: 88 }),
];

export function buildTagSet(overrides: Partial<TagSet> = {}): TagSet {
  const tags = overrides.tags ?? harborTags;
  return { id: 5, work_id: 4, tags_count: tags.length, tags_active_count: 1, tags, ...overrides };
}

export function buildLineup(overrides: Partial<Lineup> = {}): Lineup {
  return { id: 2, tag_set_id: 5, refmap: {}, credits: 190, teaser_end: 0, runtime_unaltered: 210, ...overrides };
}

export function buildStream(overrides: Partial<Stream> = {}): Stream {
  return {
    id: 31,
    uri: 'http://api.test/media/harbor-lights/manifest.mpd',
    location: 0,
    adbreaks: [],
    runtime: 210,
    check_interval: 60,
    prompt_feedback: true,
    feedback_questions: { prompt_text: 'How did filtering work on Harbor Lights?' },
    work_id: 4,
    offer_id: 9,
    tag_set_id: 5,
    replacing_id: null,
    captions: [{ language: 'en', label: 'English', url: 'http://api.test/media/harbor-lights/captions-en.vtt' }],
    ...overrides,
  };
}
