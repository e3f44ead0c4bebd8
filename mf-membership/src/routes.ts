/** What mf-membership serves (000 §2.5, 002 §2.1-2.2): authentication, the sign-up wizard and setup. */
import { defineRemoteRoutes, route, routeKinds } from '@sift/contracts';

const { auth, signup, setup } = routeKinds;

export default defineRemoteRoutes({
  routes: [
    // 000 §2.5: the optional emailAs parameter pre-fills the e-mail (/login/pat%40home.example?next=...).
    // Pre-rendered (docs/decisions/0137): its description goes into the page's head, as the landing pages' do.
    route('login', '/login/:emailAs?', 'Log in', { ...auth, description: 'Log in to Sift to watch movies and shows with the filters each profile chooses.' }),
    route('oauth', '/oauth/:provider', 'Signing you in', auth),
    route('passwordRequest', '/password-request', 'Reset your password', auth),
    route('passwordReset', '/password-reset/:id', 'Choose a new password', auth),
    route('externalWelcome', '/external-welcome/:resetId', 'Welcome', { ...auth, background: 'grey' }),
    route('externalWelcomeBack', '/external-welcome-back/:resetId', 'Welcome back', { ...auth, background: 'grey' }),
    route('wizardSelectServicesV2', '/wizard/v2/services', 'Which services do you use?', signup(2)),
    route('wizardDevicesV2', '/wizard/v2/devices', 'Where do you watch?', signup(3)),
    route('wizardMiniFiltersV2', '/wizard/v2/mini-filters', 'Pick your filters', signup(4)),
    route('membershipEmail', '/membership/email', 'Create an account', signup(6)),
    route('membershipSignup', '/membership/signup', 'Sign up', signup(7)),
    route('membershipConfirmEmail', '/membership/confirm-email', 'Confirm your email', signup(8)),
    route('membershipLogin', '/membership/login', 'Log in', signup(10)),
    // Paying needs a profile with account access (002 §6; the server refuses billing calls otherwise, docs/decisions/0065).
    route('membershipPlan', '/membership/plan', 'Choose Your Plan', { ...signup(11, 'private'), needsProfile: true, needsAccountAccess: true }),
    // 002 §2.1: without a user, payment goes to /membership/signup (the page does it, not the login guard: 0108).
    route('membershipPayment', '/membership/payment', 'Payment', { ...signup(12), needsProfile: true, needsAccountAccess: true }),
    route('membershipSuccess', '/membership/success', 'Welcome, Fam!', signup(13, 'private')),
    // 000 §4.3: where external activation sends a new user without an active subscription (the path is ours).
    route('membershipReturning', '/membership/returning', 'Welcome back', { access: 'private', remembersRedirect: true }),
    // The setup wizard (002 §2.2): "step over 6" in its header. /setup/devices and /setup/v2/devices show the black
    // logo: the light (white) background, on which the logo is drawn black. docs/decisions/0054.
    route('setupIntro', '/setup/intro', 'Set up Sift', { ...setup, step: 1 }),
    route('setupDevices', '/setup/devices', 'Your devices', { ...setup, step: 4, background: 'white' }),
    route('setupV2SimpleFilters', '/setup/v2/simple-filters', 'Choose your filters', { ...setup, step: 2 }),
    route('setupV2ReviewSimple', '/setup/v2/review-simple', 'Review your filters', { ...setup, step: 3 }),
    route('setupV2Devices', '/setup/v2/devices', 'Your devices', { ...setup, step: 4, background: 'white' }),
    route('setupV2DeviceType', '/setup/v2/devices/:type_id', 'Register your device', { ...setup, step: 4 }),
    route('setupV2Services', '/setup/v2/services', 'Your streaming services', { ...setup, step: 5 }),
    route('setupV3SimpleFilters', '/setup/v3/simple-filters', 'Choose your filters', { ...setup, step: 1 }),
    route('setupV3ReviewSimple', '/setup/v3/review-simple', 'Review your filters', { ...setup, step: 2 }),
    route('setupV3Services', '/setup/v3/services', 'Your streaming services', { ...setup, step: 3 }),
    route('setupV3PickTitle', '/setup/v3/pick-title', 'Pick a title', { ...setup, step: 4 }),
    route('setupV3TitleFilters', '/setup/v3/title-filters', 'Preview your filters', { ...setup, step: 5 }),
    route('setupV3PlayTitle', '/setup/v3/play-title', 'Play your title', { ...setup, step: 6 }),
    route('setupV4Intro', '/setup/v4/intro', 'Set up Sift', { ...setup, step: 1 }),
    route('setupV4Services', '/setup/v4/services', 'Your streaming services', { ...setup, step: 2 }),
    route('setupV4Connections', '/setup/v4/connections', 'Connect your services', { ...setup, step: 3 }),
    route('setupV4Devices', '/setup/v4/devices', 'Your devices', { ...setup, step: 4 }),
  ],
  redirects: [{ from: '/reset-password/:id', to: '/password-reset/:id' }],
});
