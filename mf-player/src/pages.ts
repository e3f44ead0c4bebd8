import type { Pages } from '@sift/mount';
import { DefaultFiltersPage } from './pages/default-filters.page';
import { DevicesPage, RegisterDevicePage, TvLinkPage } from './pages/devices.pages';
import { ServicesPage } from './pages/services.page';
import { TheaterPage } from './pages/theater.page';

/** The page of each route in routes.ts. */
export const pages: Pages = {
  theater: TheaterPage,
  services: ServicesPage,
  defaultFilters: DefaultFiltersPage,
  devices: DevicesPage,
  devicesLink: RegisterDevicePage,
  devicesLinkType: RegisterDevicePage,
  tvLink: TvLinkPage,
};
