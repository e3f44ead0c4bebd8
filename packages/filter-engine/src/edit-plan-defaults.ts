/**
 * Padding and gap defaults of the edit plan. Why these values: docs/decisions/0007-edit-plan-padding.md.
 */

/** A mute starts this early: tag times are approximate and a word's first sound comes before its tagged start. */
export const MUTE_PRE_ROLL_S = 0.25;
/** A mute ends this late: the tail of a word (and approximate tagging) must not leak after the mute. */
export const MUTE_POST_ROLL_S = 0.25;
/** Mutes closer together than this become one: a sliver of sound between two mutes draws attention to both. */
export const MUTE_CHAIN_GAP_S = 0.5;
/**
 * Cuts closer together than this become one (and a cut this close to the start or the end of the media
 * reaches it): the viewer never sees a flash of picture, and the player never seeks twice within a second.
 */
export const CUT_CHAIN_GAP_S = 1;
/** A backward seek that lands in a cut goes this far before the cut, so the viewer sees where they are. */
export const SEEK_BEFORE_CUT_S = 1;
