import type { Pages } from '@sift/mount';
import { PageFrame } from '@sift/ui';

/** The page of each route in routes.ts; a route whose feature is not built yet shows its titled frame. */
export const pages: Pages = {
  scheduleACall: PageFrame,
  account: PageFrame,
  sharing: PageFrame,
  sharingHowItWorks: PageFrame,
  cancel: PageFrame,
  cancelOffers: PageFrame,
  cancelDiscount: PageFrame,
  cancelConfirm: PageFrame,
  cancelConfirmation: PageFrame,
  rescueEmail: PageFrame,
  tvDevicesAndroidTv: PageFrame,
  tvDevicesAppleTv: PageFrame,
  tvDevicesFireTv: PageFrame,
  tvDevicesGoogleTv: PageFrame,
  offersTvDevices: PageFrame,
};
