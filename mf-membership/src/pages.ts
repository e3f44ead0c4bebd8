import { lazyPage, type Pages } from '@sift/mount';

/**
 * The page of each route in routes.ts. Every page loads its code when first shown, by group: a visitor who logs in
 * does not download the sign-up's payment form or the setup's linking and devices (docs/decisions/0032).
 */
const login = () => import('./pages/login.page');
const auth = () => import('./pages/auth.pages');
const signup = () => import('./pages/signup.pages');
const setup = () => import('./pages/setup.pages');

export const pages: Pages = {
  login: lazyPage(() => login().then((m) => m.LoginPage)),
  oauth: lazyPage(() => auth().then((m) => m.OAuthPage)),
  passwordRequest: lazyPage(() => auth().then((m) => m.PasswordRequestPage)),
  passwordReset: lazyPage(() => auth().then((m) => m.PasswordResetPage)),
  externalWelcome: lazyPage(() => auth().then((m) => m.ExternalWelcomePage)),
  externalWelcomeBack: lazyPage(() => auth().then((m) => m.ExternalWelcomeBackPage)),
  wizardSelectServicesV2: lazyPage(() => signup().then((m) => m.ServicesPage)),
  wizardDevicesV2: lazyPage(() => signup().then((m) => m.DevicesPage)),
  wizardMiniFiltersV2: lazyPage(() => signup().then((m) => m.MiniFiltersPage)),
  membershipEmail: lazyPage(() => signup().then((m) => m.EmailPage)),
  membershipSignup: lazyPage(() => signup().then((m) => m.SignupPage)),
  membershipConfirmEmail: lazyPage(() => signup().then((m) => m.ConfirmEmailPage)),
  membershipLogin: lazyPage(() => signup().then((m) => m.MembershipLoginPage)),
  membershipPlan: lazyPage(() => signup().then((m) => m.PlanPage)),
  membershipPayment: lazyPage(() => signup().then((m) => m.PaymentPage)),
  membershipSuccess: lazyPage(() => signup().then((m) => m.SuccessPage)),
  membershipReturning: lazyPage(() => signup().then((m) => m.ReturningPage)),
  setupIntro: lazyPage(() => setup().then((m) => m.SetupIntroPage)),
  setupDevices: lazyPage(() => setup().then((m) => m.SelectDevicesPage)),
  setupV2SimpleFilters: lazyPage(() => setup().then((m) => m.SimpleFiltersPage)),
  setupV2ReviewSimple: lazyPage(() => setup().then((m) => m.ReviewFiltersPage)),
  setupV2Devices: lazyPage(() => setup().then((m) => m.SelectDevicesPage)),
  setupV2DeviceType: lazyPage(() => setup().then((m) => m.RegisterDevicePage)),
  setupV2Services: lazyPage(() => setup().then((m) => m.LinkServicesPage)),
  setupV3SimpleFilters: lazyPage(() => setup().then((m) => m.SimpleFiltersPage)),
  setupV3ReviewSimple: lazyPage(() => setup().then((m) => m.ReviewFiltersPage)),
  setupV3Services: lazyPage(() => setup().then((m) => m.SelectServicesPage)),
  setupV3PickTitle: lazyPage(() => setup().then((m) => m.PickTitlePage)),
  setupV3TitleFilters: lazyPage(() => setup().then((m) => m.TitleFiltersPage)),
  setupV3PlayTitle: lazyPage(() => setup().then((m) => m.PlayTitlePage)),
  setupV4Intro: lazyPage(() => setup().then((m) => m.SetupV4IntroPage)),
  setupV4Services: lazyPage(() => setup().then((m) => m.SelectServicesPage)),
  setupV4Connections: lazyPage(() => setup().then((m) => m.ConnectServicesPage)),
  setupV4Devices: lazyPage(() => setup().then((m) => m.SelectDevicesPage)),
};
