import { definePages, PageFrame } from '@sift/app-kit';

/** Every route the route table gives this remote, and its page. */
export const pages = definePages('player', {
  theater: PageFrame,
  services: PageFrame,
  defaultFilters: PageFrame,
  devices: PageFrame,
  devicesLink: PageFrame,
  devicesLinkType: PageFrame,
  tvLink: PageFrame,
});
