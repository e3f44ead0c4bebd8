/**
 * What mf-account serves (002 §2.3-2.5): the account page, the profile screens the shell's chooser links to, sharing,
 * scheduling a call, the cancel flow, the TV device offers; and its widgets in the shell's slots (the annual upgrade
 * banner and the billing takeover, docs/decisions/0055).
 */
import { defineRemoteRoutes, route, routeKinds } from '@sift/contracts';

const { accountPage, cancel } = routeKinds;

export default defineRemoteRoutes({
  routes: [
    route('account', '/account', 'Account', accountPage),
    // Screens for what the server kept without one (issue 22, docs/decisions/0105): help requests, the parental
    // passcode, the promo on the plan.
    route('helpRequests', '/account/help', 'Help requests', accountPage),
    route('parentalPasscode', '/account/parental-controls/passcode', 'Change your passcode', accountPage),
    route('activePromo', '/account/promo', 'Your promo', accountPage),
    // The chooser (/profiles) is the shell's; its Manage Profiles and Add Profile lead here (002 §2.3).
    route('manageProfiles', '/profiles/manage', 'Manage Profiles', accountPage),
    route('newProfile', '/profiles/new', 'Add Profile', accountPage),
    route('editProfile', '/profiles/:id/edit', 'Edit Profile', accountPage),
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
    // 002 §2.5 step 2: the support request that sends the receipt; staff approve it for the $30 credit (0106).
    route('tvDeviceReceipt', '/offers/tvdevices/receipt', 'Send your receipt', accountPage),
    // 002 §2.4: chat at the site root's chat/ path, forwarding to the help center's chat with its promobrand (0104).
    route('chat', '/chat', 'Chat with us', { access: 'public' }),
  ],
  redirects: [],
  widgets: [
    { slot: 'site-banner', name: 'annualBanner' },
    { slot: 'site-overlay', name: 'billingTakeover' },
  ],
});
