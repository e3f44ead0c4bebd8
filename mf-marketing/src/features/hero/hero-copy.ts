/**
 * The words of the landing hero, kept in one place: the growth team changes them and releases mf-marketing alone
 * (the release e2e does exactly that).
 */
export const LANDING_HERO = {
  lead: 'Sift skips or mutes the profanity, nudity, violence and other scenes you choose, in the movies and shows you already stream. Every profile in your family gets its own filters.',
  action: 'Start filtering',
} as const;
