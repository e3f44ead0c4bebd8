/**
 * What a work's stream plays. The demo-media works play their own DASH title; every other seeded work plays one
 * of the demo titles, chosen by its id, so every title in the catalogue can be watched (docs/decisions/0046).
 * Credits, runtime and captions belong to the media that plays, so the lineup and the stream take them from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, isNotNull } from 'drizzle-orm';
import { works } from '../db/schema';
import type { Db } from '../db/database';
import type { AppContext } from '../http/context';

export interface PlayedMedia {
  /** The demo title's folder and manifest, relative to the media root (`harbor-lights/manifest.mpd`). */
  mediaPath: string;
  /** Seconds. */
  duration: number;
  credits: number | null;
  teaserEnd: number;
  /** WebVTT captions beside the manifest, relative to the media root, when the title has them. */
  captions: { language: string; label: string; path: string }[];
}

type WorkRow = typeof works.$inferSelect;

/** The caption files a media folder holds: `captions-<language>.vtt`. */
const LANGUAGE_LABELS: Record<string, string> = { en: 'English', es: 'Español' };

function captionsOf(ctx: AppContext, mediaPath: string): PlayedMedia['captions'] {
  const folder = path.dirname(mediaPath);
  let files: string[];
  try {
    files = fs.readdirSync(path.join(ctx.config.demoMediaDir, 'media', folder));
  } catch {
    return [];
  }
  return files
    .map((file) => /^captions-([a-z]{2})\.vtt$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ language: match[1], label: LANGUAGE_LABELS[match[1]] ?? match[1], path: `${folder}/${match[0]}` }));
}

const mediaOf = (ctx: AppContext, row: WorkRow): PlayedMedia => ({
  mediaPath: row.mediaPath!,
  duration: row.duration ?? 0,
  credits: row.credits,
  teaserEnd: row.teaserEnd ?? 0,
  captions: captionsOf(ctx, row.mediaPath!),
});

/** The demo-media works, in the order the choice below indexes them. */
export const demoMediaWorks = (db: Db) => db.select().from(works).where(isNotNull(works.mediaPath)).orderBy(asc(works.id));

/** The demo work whose media a work plays: its own, else one chosen by its id. */
export function demoWorkFor<T extends Pick<WorkRow, 'id' | 'mediaPath'>>(work: T, demos: readonly T[]): T | null {
  if (work.mediaPath) return work;
  return demos.length ? demos[work.id % demos.length] : null;
}

/** The media a work's stream plays, or null when the installation has no demo media. */
export async function playedMediaFor(ctx: AppContext, work: WorkRow): Promise<PlayedMedia | null> {
  const demo = demoWorkFor(work, work.mediaPath ? [] : await demoMediaWorks(ctx.db));
  return demo ? mediaOf(ctx, demo) : null;
}

/** The media's URL on this server (`/media/` serves packages/demo-media/media). */
export const mediaUrl = (base: string, relative: string) => `${base}/media/${relative}`;
