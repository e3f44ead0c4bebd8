/**
 * Widget slots: places in the shell's layout where a remote's widget is mounted, for pieces of a remote that show
 * outside its own pages (the navbar's search panel, a banner above the page, a full-screen takeover). The shell knows
 * the slots; a remote declares in its routes file which widget it puts in which slot; the shell mounts it as a parcel
 * without knowing its insides (docs/decisions/0025-widget-slots.md).
 */
export const SLOTS = {
  /** The navbar's search (signed-in members; 001 §2 "Search (navbar)"). One remote at most. */
  'navbar-search': { audience: 'members', exclusive: true },
  /** Between the navbar and the page, on every page (banners such as the annual upgrade offer, 002 §4). */
  'site-banner': { audience: 'members', exclusive: false },
  /** Above everything (full-screen takeovers such as the billing takeover, 002 §4). */
  'site-overlay': { audience: 'members', exclusive: false },
} as const;

export type SlotName = keyof typeof SLOTS;
export const SLOT_NAMES = Object.keys(SLOTS) as SlotName[];
