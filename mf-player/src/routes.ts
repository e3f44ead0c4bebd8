/** What mf-player serves (001 §2): the theater, linking services, default filters, TV devices. */
import { defineRemoteRoutes, route, routeKinds } from '@sift/contracts';

const { privatePage, accountPage } = routeKinds;

export default defineRemoteRoutes({
  routes: [
    // The spec shows the theater as an overlay without a path; it gets one (docs/decisions/0003).
    route('theater', '/watch/:slug', 'Theater', privatePage),
    route('services', '/services', 'Link Services', accountPage),
    route('defaultFilters', '/default-filters', 'Default Filters', privatePage),
    route('devices', '/devices', 'TV Devices', accountPage),
    route('devicesLink', '/devices/link', 'Register a TV device', accountPage),
    route('devicesLinkType', '/devices/link/:type_id', 'Register a TV device', accountPage),
    route('tvLink', '/link/:code?', 'Link your TV', accountPage),
  ],
  redirects: [
    { from: '/tv', to: '/devices/link' },
    { from: '/firetv', to: '/devices/link/firetv' },
    { from: '/androidtv', to: '/devices/link/androidtv' },
    { from: '/appletv', to: '/devices/link/appletv' },
    { from: '/devices/register', to: '/devices/link' },
    { from: '/devices/register/:type_id', to: '/devices/link/:type_id' },
  ],
});
