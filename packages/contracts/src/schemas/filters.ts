import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { categoryMap, id, text } from './common';

export const tagType = lazySchema(() => z.enum(['audiovisual', 'visual', 'audio']));
export type TagType = z.infer<typeof tagType>;

export const tagCategory = lazySchema(() => z.object({
  id,
  parent_id: z.number().int().nullable(),
  display_title: z.string(),
  children: z.array(z.number().int()),
  ordering: z.number(),
  /** What the category's filter does: 'audiovisual' is cut (picture and sound), 'audio' is muted (000 §3, 001 §3). */
  default_type: z.enum(['audiovisual', 'audio']),
}));
export type TagCategory = z.infer<typeof tagCategory>;

/** A tagged scene. Times are seconds of the original (unfiltered) media. */
export const tag = lazySchema(() => z.object({
  id,
  type: tagType,
  description: z.string(),
  category_id: z.number().int(),
  ref_id: z.string(),
  spoiler: z.boolean(),
  start_approx: z.number().nonnegative(),
  end_approx: z.number().nonnegative(),
}));
export type Tag = z.infer<typeof tag>;

export const tagSet = lazySchema(() => z.object({
  id,
  work_id: id,
  tags_count: z.number().int().nonnegative(),
  tags_active_count: z.number().int().nonnegative(),
  tags: z.array(tag),
}));
export type TagSet = z.infer<typeof tagSet>;

/** The viewer's choices for one tag set: refmap maps tag ref_id to on (cut/mute) or off. */
export const lineup = lazySchema(() => z.object({
  id,
  tag_set_id: id,
  refmap: z.record(z.string(), z.boolean()),
  /** Where the credits start, in seconds of the original media. */
  credits: z.number().nonnegative().nullable(),
  /** End of the teaser before the credits, in seconds; 0 when none. */
  teaser_end: z.number().nonnegative().default(0),
  runtime_unaltered: z.number().nonnegative(),
}));
export type Lineup = z.infer<typeof lineup>;

export const workLocation = lazySchema(() => z.object({
  work_id: id,
  current: z.number().nonnegative(),
  run_time: z.number().nonnegative(),
  is_reached_credits: z.boolean(),
}));
export type WorkLocation = z.infer<typeof workLocation>;

/** Body of POST required-filters/: sets the first passcode (002 §5), optionally with the map. */
export const requiredFiltersCreate = lazySchema(() => z.object({
  id_map: categoryMap.optional(),
  passcode: text(100),
  passcode_confirm: text(100).optional(),
}));
/** Body of PATCH required-filters/: {passcode} verifies; with passcode_new changes it; with id_map saves the map. */
export const requiredFiltersUpdate = lazySchema(() => z.object({
  passcode: text(100).optional(),
  passcode_new: text(100).optional(),
  passcode_confirm: text(100).optional(),
  id_map: categoryMap.optional(),
}));
