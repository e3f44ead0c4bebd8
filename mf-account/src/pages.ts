import { definePages, PageFrame } from '@sift/app-kit';

/** Every route the route table gives this remote, and its page. */
export const pages = definePages('account', {
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
});
