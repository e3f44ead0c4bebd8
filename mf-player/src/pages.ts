import { lazyPage, type Pages } from '@sift/mount';

/**
 * The page of each route in routes.ts. Every page loads its code when first shown (docs/decisions/0032): /services
 * and the devices pages do not download the theater, nor the theater the linking pages.
 */
const theater = () => import('./pages/theater.page');
const services = () => import('./pages/services.page');
const defaultFilters = () => import('./pages/default-filters.page');
const devices = () => import('./pages/devices.pages');

export const pages: Pages = {
  theater: lazyPage(() => theater().then((m) => m.TheaterPage)),
  services: lazyPage(() => services().then((m) => m.ServicesPage)),
  defaultFilters: lazyPage(() => defaultFilters().then((m) => m.DefaultFiltersPage)),
  devices: lazyPage(() => devices().then((m) => m.DevicesPage)),
  devicesLink: lazyPage(() => devices().then((m) => m.RegisterDevicePage)),
  devicesLinkType: lazyPage(() => devices().then((m) => m.RegisterDevicePage)),
  tvLink: lazyPage(() => devices().then((m) => m.TvLinkPage)),
};
