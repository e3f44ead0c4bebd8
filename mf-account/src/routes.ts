/** What mf-account serves (002 §2.3-2.5): account, sharing, scheduling a call, the cancel flow, TV device offers. */
import { defineRemoteRoutes, route, routeKinds } from '@sift/contracts';

const { accountPage, cancel } = routeKinds;

export default defineRemoteRoutes({
  routes: [
    route('account', '/account', 'Account', accountPage),
    route('sharing', '/sharing', 'Refer a Friend', accountPage),
    route('sharingHowItWorks', '/sharing/how-it-works', 'How it Works', accountPage),
    route('scheduleACall', '/schedule-a-call', 'Schedule a call', accountPage),
    route('cancel', '/membership/cancel', 'Why are you leaving?', cancel(1)),
    route('cancelOffers', '/membership/cancel/offers', 'Before you go', cancel(2)),
    route('cancelDiscount', '/membership/cancel/discount/:offer_id', 'A discount for you', cancel(3)),
    route('cancelConfirm', '/membership/cancel/confirm', 'Confirm cancellation', cancel(4)),
    route('cancelConfirmation', '/membership/cancel/confirmation', 'Your subscription is cancelled', cancel(5)),
    route('rescueEmail', '/membership/rescue/email', 'Priority support', cancel(6)),
    route('tvDevicesAndroidTv', '/tvdevices/androidtv', 'Android TV offer', accountPage),
    route('tvDevicesAppleTv', '/tvdevices/appletv', 'Apple TV offer', accountPage),
    route('tvDevicesFireTv', '/tvdevices/firetv', 'Fire TV offer', accountPage),
    route('tvDevicesGoogleTv', '/tvdevices/googletv', 'Google TV offer', accountPage),
    route('offersTvDevices', '/offers/tvdevices', 'TV device offers', accountPage),
  ],
  redirects: [],
});
