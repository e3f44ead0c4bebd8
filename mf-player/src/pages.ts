import type { Pages } from '@sift/mount';
import { PageFrame } from '@sift/ui';

/** The page of each route in routes.ts; a route whose feature is not built yet shows its titled frame. */
export const pages: Pages = {
  theater: PageFrame,
  services: PageFrame,
  defaultFilters: PageFrame,
  devices: PageFrame,
  devicesLink: PageFrame,
  devicesLinkType: PageFrame,
  tvLink: PageFrame,
};
