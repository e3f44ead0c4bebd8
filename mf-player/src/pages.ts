import type { Pages } from '@sift/mount';
import { PageFrame } from '@sift/ui';
import { DevicesPage, RegisterDevicePage, TvLinkPage } from './pages/devices.pages';
import { ServicesPage } from './pages/services.page';

/** The page of each route in routes.ts; a route whose feature is not built yet shows its titled frame. */
export const pages: Pages = {
  theater: PageFrame,
  services: ServicesPage,
  defaultFilters: PageFrame,
  devices: DevicesPage,
  devicesLink: RegisterDevicePage,
  devicesLinkType: RegisterDevicePage,
  tvLink: TvLinkPage,
};
