import { PageFrame } from '@sift/ui';
import { DevicesOverview } from '../features/devices/devices-overview';
import { RegisterDevice } from '../features/devices/register-device';
import { TvLinkForm } from '../features/tv-link/tv-link-form';

/** /devices (001 §2). */
export const DevicesPage = () => (
  <PageFrame className="pl-page">
    <DevicesOverview />
  </PageFrame>
);

/** /devices/link and /devices/link/:type_id (001 §2, §4). */
export const RegisterDevicePage = () => (
  <PageFrame className="pl-page">
    <RegisterDevice />
  </PageFrame>
);

/** /link/:code? (001 §2, §4). */
export const TvLinkPage = () => (
  <PageFrame className="pl-page">
    <TvLinkForm />
  </PageFrame>
);
