import { lazyPage, type Pages } from '@sift/mount';

/**
 * The page of each route in routes.ts. Every page loads its code when first shown: the remote's entry carries only the
 * widgets every member mounts on every page (docs/decisions/0025, 0055).
 */
const profiles = () => import('./pages/profiles.pages');
const sharing = () => import('./pages/sharing.pages');
const cancel = () => import('./pages/cancel.pages');
const tvDevices = () => import('./pages/tv-devices.pages');
const support = () => import('./pages/support.pages');

export const pages: Pages = {
  account: lazyPage(() => import('./pages/account.page')),
  helpRequests: lazyPage(() => support().then((m) => ({ default: m.HelpRequestsPage }))),
  parentalPasscode: lazyPage(() => support().then((m) => ({ default: m.ParentalPasscodePage }))),
  activePromo: lazyPage(() => support().then((m) => ({ default: m.ActivePromoPage }))),
  manageProfiles: lazyPage(() => profiles().then((m) => ({ default: m.ManageProfilesPage }))),
  newProfile: lazyPage(() => profiles().then((m) => ({ default: m.NewProfilePage }))),
  editProfile: lazyPage(() => profiles().then((m) => ({ default: m.EditProfilePage }))),
  sharing: lazyPage(() => sharing().then((m) => ({ default: m.SharingPage }))),
  sharingHowItWorks: lazyPage(() => sharing().then((m) => ({ default: m.SharingHowItWorksPage }))),
  scheduleACall: lazyPage(() => import('./pages/schedule-a-call.page')),
  cancel: lazyPage(() => cancel().then((m) => ({ default: m.CancelReasonPage }))),
  cancelOffers: lazyPage(() => cancel().then((m) => ({ default: m.CancelOffersPage }))),
  cancelDiscount: lazyPage(() => cancel().then((m) => ({ default: m.CancelDiscountPage }))),
  cancelConfirm: lazyPage(() => cancel().then((m) => ({ default: m.CancelConfirmPage }))),
  cancelConfirmation: lazyPage(() => cancel().then((m) => ({ default: m.CancelConfirmationPage }))),
  rescueEmail: lazyPage(() => cancel().then((m) => ({ default: m.RescueEmailPage }))),
  tvDevicesAndroidTv: lazyPage(() => tvDevices().then((m) => ({ default: m.AndroidTvPage }))),
  tvDevicesAppleTv: lazyPage(() => tvDevices().then((m) => ({ default: m.AppleTvPage }))),
  tvDevicesFireTv: lazyPage(() => tvDevices().then((m) => ({ default: m.FireTvPage }))),
  tvDevicesGoogleTv: lazyPage(() => tvDevices().then((m) => ({ default: m.GoogleTvPage }))),
  offersTvDevices: lazyPage(() => tvDevices().then((m) => ({ default: m.TvDevicesOffersPage }))),
  tvDeviceReceipt: lazyPage(() => tvDevices().then((m) => ({ default: m.DeviceReceiptPage }))),
  chat: lazyPage(() => import('./pages/chat.page')),
};
