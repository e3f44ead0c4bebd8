/**
 * Linking streaming services and TV devices (spec 001 §2, §4, §5, §8): the link dialog, the devices pages, and the
 * server's answers the spec does not quote (docs/decisions/0050-0054).
 */
import { PRODUCT_NAME } from '../constants';

// ---- spec 001 §2, §4, §8: linking streaming services (the link dialog) ----
export const LINK_SERVICES_INTRO = `Link the streaming services you subscribe to, and ${PRODUCT_NAME} filters what you watch on them.`;
export const LINK_SUBSCRIBE_PROMPT = 'Linking streaming services is part of a membership. Choose a plan to start filtering.';
export const PRODUCT_SERVICE_INCLUDED = 'Included with your membership';
export const INSTALL_EXTENSION = 'Install Extension';
export const installExtensionText = (product = PRODUCT_NAME) =>
  `The ${product} browser extension links your streaming services from this browser. Install it, then come back to this tab: linking goes on by itself.`;
export const UPDATE_IS_AVAILABLE = 'Update is Available';
export const updateExtensionText = (required: string, product = PRODUCT_NAME) =>
  `Your ${product} extension is out of date. Update it to version ${required} or later: linking goes on by itself once it is updated.`;
export const UPDATE_EXTENSION = 'Update Extension';
export const WAITING_FOR_EXTENSION = 'Waiting for the extension…';
export const extensionPermissionsError = (service: string) =>
  `Unable to Connect to ${service}. Please enable your extension permissions and try again.`;
export const EXTENSION_PERMISSIONS_TITLE = 'Extension Permissions';
export const LINK_TRY_AGAIN = 'Try Again';
export const LINK_CLOSE = 'Close';
export const serviceVerificationRequired = (service: string) => `${service} Verification Required`;
export const REMEMBER_ME = 'Remember Me';
export const KEEP_ME_SIGNED_IN = 'Keep Me Signed In';
/** The three steps of '{service} Verification Required' (001 §8): go there, sign in with remember-me, come back. */
export const linkVerificationSteps = (service: string, rememberLabel: string, product = PRODUCT_NAME) => [
  `Go to ${service}.`,
  `Sign in with '${rememberLabel}' checked.`,
  `Come back to this tab: ${product} links ${service} by itself.`,
];
export const goToService = (service: string) => `Go to ${service}`;
export const NO_INTERNET_FOUND = 'No Internet Found';
export const NO_INTERNET_TEXT = 'Check your internet connection and try again.';
export const serviceNotResponding = (service: string) => `${service} is not Responding`;
export const SERVICE_NOT_RESPONDING_TEXT = 'Please try again in a few minutes.';
export const UNSUPPORTED_PLAN = 'Unsupported Plan';
export const UNSUPPORTED_PLAN_TEXT = 'This streaming service plan is not currently supported';
export const LINK_UNEXPECTED_ERROR = 'Unexpected Error';
export const linkUnexpectedErrorText = (service: string) => `Something went wrong while linking ${service}. Please try again, or contact support if it keeps happening.`;
export const CONTACT_SUPPORT_LINK = 'Contact Support';
export const noContentRightsTitle = (service: string) => `Check Your ${service} Account`;
export const noContentRightsText = (service: string, product = PRODUCT_NAME) =>
  `Your ${service} account does not include any of the titles ${product} plays from ${service}.`;
export const LINKING_IN_PROGRESS = 'Linking…';
export const serviceLinked = (service: string) => `${service} Linked`;
export const serviceLinkedText = (catalogs: string, product = PRODUCT_NAME) => `You can now watch ${catalogs} on ${product}, filtered.`;
export const notInYourPlan = (catalogs: string) => `Not in your plan: ${catalogs}.`;
export const linkedAs = (name: string) => `Linked as ${name}`;
export const USE_THE_APP = `Use the ${PRODUCT_NAME} App`;
export const mobileAppText = (product = PRODUCT_NAME) => `On phones and tablets, streaming services are linked in the ${product} app.`;
export const APP_STORE_LINK = 'Download on the App Store';
export const GOOGLE_PLAY_LINK = 'Get it on Google Play';
export const UNSUPPORTED_BROWSER = 'Unsupported Browser';
export const supportedBrowsersText = (product = PRODUCT_NAME) =>
  `${product} links streaming services in Chrome, Firefox and Edge on a computer. Open ${product} in one of them to continue.`;
/** The unsupported-browser panel of the link dialog on a computer: the browsers the extension runs in (EXTENSION_BROWSERS). */
export const extensionBrowsersText = (product = PRODUCT_NAME) =>
  `${product} links streaming services with its extension, in Chrome and Edge on a computer. Open ${product} in one of them to continue.`;
export const disconnectServiceTitle = (service: string) => `Disconnect ${service}?`;
export const disconnectServiceText = (service: string, product = PRODUCT_NAME) =>
  `${product} forgets your ${service} sign-in and stops playing titles from ${service} until you link it again.`;
export const DISCONNECT = 'Disconnect';

// ---- spec 001 §2, §4, §5: TV devices and TV code linking ----
export const DEVICES_INTRO = `Watch filtered on your TV: register a device with the code its ${PRODUCT_NAME} app shows.`;
export const NO_DEVICES = 'No TV devices yet.';
export const REGISTER_A_DEVICE = 'Register a TV Device';
export const BACK_TO_DEVICES = 'Back to Devices';
export const CHOOSE_YOUR_DEVICE = 'Choose your device';
export const LINK_ANOTHER_TV_DEVICE = 'Link Another TV Device';
export const DEVICE_NAME_LABEL = 'Device name';
export const DEVICE_CODE_LABEL = 'Setup code';
export const deviceCodeHint = (product = PRODUCT_NAME) => `The five letters the ${product} app shows on your TV.`;
export const DEVICE_NAME_REQUIRED = 'Please give this device a name.';
export const SAVE_DEVICE = 'Save';
export const REMOVE_DEVICE = 'Remove';
export const removeDeviceTitle = (name: string) => `Remove ${name}?`;
export const removeDeviceText = (product = PRODUCT_NAME) => `This TV signs out of ${product}. You can register it again at any time.`;
export const TV_LINK_CODE_LABEL = 'Code shown on your TV';
export const TV_LINK_INTRO = `Enter the code your TV shows to link it to your ${PRODUCT_NAME} account.`;

// ---- linking: server answers the specs do not quote (docs/decisions/0050-0054) ----
export const LINKING_SUBSCRIPTION_REQUIRED = 'An active subscription is needed to link streaming services.';
export const STREAMING_SERVICE_UNKNOWN = 'That streaming service does not exist.';
export const CATALOG_UNKNOWN = 'That catalog does not exist.';
export const PRODUCT_SERVICE_NEEDS_NO_LINK = `${PRODUCT_NAME}'s own catalogue is included with your membership: it needs no link.`;
export const OFFER_REPORTED = 'Thanks for letting us know. We will check this title.';
export const TV_CODE_INVALID = 'That code is not valid. Check the code on your TV and try again.';
export const TV_CODE_EXPIRED = 'That code has expired. Start again on your TV to get a new one.';
export const TV_CODE_THROTTLED = 'Too many tries. Please wait a few minutes and try again.';
export const TV_CODES_THROTTLED = 'Too many codes were asked for from this network. Please wait a while and try again.';
export const DEVICE_TYPE_UNKNOWN = 'That kind of device does not exist.';
