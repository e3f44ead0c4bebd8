import type { Widgets } from '@sift/mount';
import { SearchWidget } from './features/search/search-widget';

/** What this remote puts in the shell's slots (routes.ts `widgets`). */
export const widgets: Widgets = { search: SearchWidget };
