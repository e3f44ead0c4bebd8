import type { Pages } from '@sift/mount';
import { PageFrame } from '@sift/ui';
import { DefaultFiltersPage } from './pages/default-filters.page';
import { TheaterPage } from './pages/theater.page';

/** The page of each route in routes.ts; a route whose feature is not built yet shows its titled frame. */
export const pages: Pages = {
  theater: TheaterPage,
  services: PageFrame,
  defaultFilters: DefaultFiltersPage,
  devices: PageFrame,
  devicesLink: PageFrame,
  devicesLinkType: PageFrame,
  tvLink: PageFrame,
};
