/**
 * The demo accounts of docs/demo-accounts.md. The start script prints them and e2e imports this list, so the
 * e-mails, password and passcode are written once.
 */
export const DEMO_PASSWORD = 'watchtogether';
export const DEMO_PASSCODE = '4321';

export type DemoSubscription = 'active-monthly' | 'active-yearly' | 'cancelled' | null;

export interface DemoProfile {
  name: string;
  isPrimary: boolean;
  accountAccess: boolean;
  globalFilters: Record<string, boolean>;
  avatarId: number;
}

export interface DemoAccount {
  key: 'parent' | 'newbie' | 'former' | 'staff' | 'pastdue' | 'disabled';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  description: string;
  isStaff: boolean;
  /** False: staff disabled the account (sign-in answers 403 and the login page offers 'Help!'). */
  isActive: boolean;
  hasOnboarded: boolean;
  subscription: DemoSubscription;
  profiles: DemoProfile[];
  /** Parental-controls passcode and the filters it locks, when set. */
  passcode: string | null;
  requiredFilters: Record<string, boolean>;
}

const profile = (name: string, avatarId: number, extra: Partial<DemoProfile> = {}): DemoProfile => ({
  name,
  isPrimary: false,
  accountAccess: true,
  globalFilters: {},
  avatarId,
  ...extra,
});

/** Every leaf filter on: what a parent picks for a young child. */
const CHILD_FILTERS = Object.fromEntries([18, 22, 20, 21, 23, 6, 7, 9, 4, 15, 14, 16].map((id) => [String(id), true]));

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'parent',
    email: 'parent@sift.example',
    password: DEMO_PASSWORD,
    firstName: 'Parker',
    lastName: 'Lane',
    description: 'active monthly subscriber, onboarded; profiles Parker (primary), Riley, Sam (child, no account access); parental passcode 4321',
    isStaff: false,
    isActive: true,
    hasOnboarded: true,
    subscription: 'active-monthly',
    profiles: [
      profile('Parker', 1, { isPrimary: true, globalFilters: { '18': true, '6': true, '7': true } }),
      profile('Riley', 8, { globalFilters: { '18': true, '6': true } }),
      profile('Sam', 14, { accountAccess: false, globalFilters: CHILD_FILTERS }),
    ],
    passcode: DEMO_PASSCODE,
    requiredFilters: { '6': true, '7': true },
  },
  {
    key: 'newbie',
    email: 'newbie@sift.example',
    password: DEMO_PASSWORD,
    firstName: 'Nova',
    lastName: 'Reed',
    description: 'signed up, no subscription, not onboarded; one profile',
    isStaff: false,
    isActive: true,
    hasOnboarded: false,
    subscription: null,
    profiles: [profile('Nova', 3, { isPrimary: true })],
    passcode: null,
    requiredFilters: {},
  },
  {
    key: 'former',
    email: 'former@sift.example',
    password: DEMO_PASSWORD,
    firstName: 'Frankie',
    lastName: 'Moss',
    description: 'member whose subscription was cancelled (ended); one profile',
    isStaff: false,
    isActive: true,
    hasOnboarded: true,
    subscription: 'cancelled',
    profiles: [profile('Frankie', 5, { isPrimary: true, globalFilters: { '18': true } })],
    passcode: null,
    requiredFilters: {},
  },
  {
    key: 'pastdue',
    email: 'pastdue@sift.example',
    password: DEMO_PASSWORD,
    firstName: 'Casey',
    lastName: 'Rowe',
    description: 'monthly subscriber whose last renewal was declined (past due: the billing takeover shows); one profile',
    isStaff: false,
    isActive: true,
    hasOnboarded: true,
    subscription: 'active-monthly',
    profiles: [profile('Casey', 10, { isPrimary: true, globalFilters: { '18': true } })],
    passcode: null,
    requiredFilters: {},
  },
  {
    key: 'staff',
    email: 'staff@sift.example',
    password: DEMO_PASSWORD,
    firstName: 'Stacy',
    lastName: 'Admin',
    description: 'staff user (can obtain one-time impersonation tokens)',
    isStaff: true,
    isActive: true,
    hasOnboarded: true,
    subscription: 'active-yearly',
    profiles: [profile('Stacy', 17, { isPrimary: true })],
    passcode: null,
    requiredFilters: {},
  },
  {
    key: 'disabled',
    email: 'disabled@sift.example',
    password: DEMO_PASSWORD,
    firstName: 'Dana',
    lastName: 'Quill',
    description: 'account staff disabled: logging in says so, with the Help! link',
    isStaff: false,
    isActive: false,
    hasOnboarded: true,
    subscription: null,
    profiles: [profile('Dana', 12, { isPrimary: true })],
    passcode: null,
    requiredFilters: {},
  },
];

export const demoAccount = (key: DemoAccount['key']) => DEMO_ACCOUNTS.find((a) => a.key === key)!;
