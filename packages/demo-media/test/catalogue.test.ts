/**
 * The catalogue the API server seeds matches the generated media and the contracts, and its tags produce the
 * edit plans README.md documents (which browser tests of the player rely on).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEAF_FILTER_CATEGORY_IDS, tag as tagSchema } from '@sift/contracts';
import { buildEditPlan, createChoices, enabledTags } from '@sift/filter-engine';
import catalogue from '../catalogue.json';
import layout from '../layout.json';

const MEDIA = path.join(__dirname, '..', 'media');
type Title = (typeof catalogue)[number];
const round = (ranges: readonly { start: number; end: number }[]) =>
  ranges.map((r) => [Math.round(r.start * 1000) / 1000, Math.round(r.end * 1000) / 1000]);

describe('catalogue.json', () => {
  it.each(catalogue.map((t) => [t.slug, t] as [string, Title]))('%s matches its media', (slug, title) => {
    const dir = path.join(MEDIA, slug);
    expect(title.mpd).toBe(`${slug}/manifest.mpd`);
    const mpd = readFileSync(path.join(MEDIA, title.mpd), 'utf8');
    const [, minutes, seconds] = /mediaPresentationDuration="PT(?:(\d+)M)?([\d.]+)S"/.exec(mpd)!;
    expect(Number(minutes ?? 0) * 60 + Number(seconds)).toBe(title.duration);
    const segments = readdirSync(dir).filter((f) => f.startsWith('seg-0-'));
    expect(segments).toHaveLength(Math.ceil(title.duration / layout.segmentSeconds));
    expect(existsSync(path.join(dir, 'init-0.mp4')) && existsSync(path.join(dir, 'init-1.mp4'))).toBe(true);
  });

  it.each(catalogue.map((t) => [t.slug, t] as [string, Title]))('%s has valid tags and credits', (_, title) => {
    expect(title.type).toBe('movie');
    expect(title.credits === null || title.credits < title.duration).toBe(true);
    expect(title.teaser_end).toBeGreaterThanOrEqual(0);
    for (const t of title.tags) {
      expect(tagSchema.safeParse({ ...t, id: 1 }).success).toBe(true);
      expect(LEAF_FILTER_CATEGORY_IDS).toContain(t.category_id);
      expect(t.start_approx).toBeLessThan(t.end_approx);
      expect(t.end_approx).toBeLessThanOrEqual(title.duration);
    }
  });

  it('uses every ref_id once', () => {
    const refs = catalogue.flatMap((t) => t.tags.map((tag) => tag.ref_id));
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('fits the frame code: the longest title has fewer frames than the code can count', () => {
    expect(layout.cells * layout.cellSize).toBe(layout.width);
    expect(layout.codeBits).toBe(layout.cells - 2);
    expect(Math.max(...catalogue.map((t) => t.duration)) * layout.fps).toBeLessThan(2 ** layout.codeBits);
  });

  it('gives the documented edit plans with every filter on', () => {
    const everything = Object.fromEntries(LEAF_FILTER_CATEGORY_IDS.map((id) => [String(id), true]));
    const plans = Object.fromEntries(
      catalogue.map((title) => {
        const tags = title.tags.map((t, i) => ({ ...t, id: i + 1 })) as Parameters<typeof createChoices>[0]['tags'];
        const plan = buildEditPlan(enabledTags(createChoices({ tags, globalFilters: everything })), {
          duration: title.duration,
        });
        return [title.slug, { cuts: round(plan.cuts), mutes: round(plan.mutes) }];
      }),
    );
    expect(plans).toEqual({
      'harbor-lights': {
        cuts: [[45, 52], [80, 92], [120, 124], [160, 170], [175, 180]],
        mutes: [[11.75, 13.05], [29.75, 30.85], [149.75, 150.95]],
      },
      'the-long-road': {
        cuts: [[90, 96], [170, 175]],
        mutes: [[19.75, 21.75], [59.75, 60.85], [129.75, 133.25], [149.75, 150.75]],
      },
      'midnight-garden': {
        cuts: [[40, 47], [100, 106]],
        mutes: [[14.75, 15.85], [106, 107.25]],
      },
    });
  });
});

describe('captions (WebVTT)', () => {
  const stamp = /^(\d{2}):(\d{2}):(\d{2})\.(\d{3})$/;
  const seconds = (text: string) => {
    const [, h, m, s, ms] = stamp.exec(text)!;
    return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  };
  function cuesOf(slug: string) {
    const text = readFileSync(path.join(MEDIA, slug, 'captions-en.vtt'), 'utf8');
    expect(text.startsWith('WEBVTT')).toBe(true);
    return text
      .split(/\n\n+/)
      .slice(1)
      .filter(Boolean)
      .map((block) => {
        const [id, timing, ...lines] = block.trim().split('\n');
        const [start, end] = timing.split(' --> ');
        return { id, start: seconds(start), end: seconds(end), text: lines.join('\n') };
      });
  }

  it.each(catalogue.map((t) => [t.slug, t] as [string, Title]))('%s has a cue over every tagged word, saying it', (slug, title) => {
    const cues = cuesOf(slug);
    for (const tag of title.tags.filter((t) => t.type !== 'visual')) {
      const cue = cues.find((c) => c.id === tag.ref_id);
      expect(cue).toMatchObject({ start: tag.start_approx, end: tag.end_approx });
      expect(cue!.text.length).toBeGreaterThan(0);
    }
    for (const cue of cues) {
      expect(cue.start).toBeLessThan(cue.end);
      expect(cue.end).toBeLessThanOrEqual(title.duration);
    }
    // Cues run through cuts too, so a player must hide them there.
    for (const tag of title.tags.filter((t) => t.type === 'visual')) {
      expect(cues.some((c) => c.start < tag.end_approx && c.end > tag.start_approx)).toBe(true);
    }
  });
});
