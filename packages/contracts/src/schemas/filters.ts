import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { categoryMap, id, text } from './common';

export const tagType = lazySchema(() => z.enum(['audiovisual', 'visual', 'audio']));
export type TagType = z.infer<typeof tagType>;

export const tagCategory = lazySchema(() => z.object({
  id,
  parent_id: z.nullable(z.int()),
  display_title: z.string(),
  children: z.array(z.int()),
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
  category_id: z.int(),
  ref_id: z.string(),
  spoiler: z.boolean(),
  start_approx: z.number().check(z.nonnegative()),
  end_approx: z.number().check(z.nonnegative()),
}));
export type Tag = z.infer<typeof tag>;

export const tagSet = lazySchema(() => z.object({
  id,
  work_id: id,
  tags_count: z.int().check(z.nonnegative()),
  tags_active_count: z.int().check(z.nonnegative()),
  tags: z.array(tag),
}));
export type TagSet = z.infer<typeof tagSet>;

/** The viewer's choices for one tag set: refmap maps tag ref_id to on (cut/mute) or off. */
export const lineup = lazySchema(() => z.object({
  id,
  tag_set_id: id,
  refmap: z.record(z.string(), z.boolean()),
  /** Where the credits start, in seconds of the original media. */
  credits: z.nullable(z.number().check(z.nonnegative())),
  /** End of the teaser before the credits, in seconds; 0 when none. */
  teaser_end: z._default(z.number().check(z.nonnegative()), 0),
  runtime_unaltered: z.number().check(z.nonnegative()),
}));
export type Lineup = z.infer<typeof lineup>;

export const workLocation = lazySchema(() => z.object({
  work_id: id,
  current: z.number().check(z.nonnegative()),
  run_time: z.number().check(z.nonnegative()),
  is_reached_credits: z.boolean(),
}));
export type WorkLocation = z.infer<typeof workLocation>;

/** Body of POST required-filters/: sets the first passcode (002 §5), optionally with the map. */
export const requiredFiltersCreate = lazySchema(() => z.object({
  id_map: z.optional(categoryMap),
  passcode: text(100),
  passcode_confirm: z.optional(text(100)),
}));
/** Body of PATCH required-filters/: {passcode} verifies; with passcode_new changes it; with id_map saves the map. */
export const requiredFiltersUpdate = lazySchema(() => z.object({
  passcode: z.optional(text(100)),
  passcode_new: z.optional(text(100)),
  passcode_confirm: z.optional(text(100)),
  id_map: z.optional(categoryMap),
}));
