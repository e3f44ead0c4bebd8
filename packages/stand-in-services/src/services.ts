/**
 * The stand-in streaming services and their demo members. Each behaves like its kind of real service where the link
 * dialog can tell the difference (docs/decisions/0052):
 * - 'prime' (Prime-Video-like): 'Keep Me Signed In'; identity, watch history, and an entitlement check per title id
 *   (gti) that knows the Prime Video channels of the member's plan; unknown ids answer INVALID_GTI.
 * - 'peacock' (Peacock-like): 'Remember Me'; a token refresh that answers OVP_00001 (no remembered sign-in) or
 *   OVP_00038 (the remembered sign-in was revoked), then the entitlements over a websocket with the fresh token.
 * - 'basic' (Netflix-, Paramount+- and Apple-TV-like): 'Remember Me'; identity and the plan's entitlements.
 * Every service keeps the stored sign-in only with remember-me: without it the access test says signed out.
 */

export type Flavour = 'prime' | 'peacock' | 'basic';

export interface StandInAccount {
  email: string;
  name: string;
  plan: string;
  /** False: a plan Sift cannot filter (the link dialog's 'Unsupported Plan'). */
  supported: boolean;
  /** Catalog slugs (Sift's) the plan includes. */
  catalogs: string[];
}

export interface StandInService {
  slug: 'prime-video' | 'peacock' | 'netflix' | 'paramount-plus' | 'appletv';
  name: string;
  flavour: Flavour;
  /** Cookie names are `<prefix>-session` (this browser session) and `<prefix>-remember` (30 days, remember-me). */
  cookiePrefix: string;
  rememberLabel: 'Keep Me Signed In' | 'Remember Me';
  accounts: StandInAccount[];
  /** Title ids the service knows (the entitlement check of 'prime' answers INVALID_GTI for others). */
  titleIds?: string[];
  /** Brand colour of its pages. */
  color: string;
}

/** Every demo member's password at every stand-in. */
export const STAND_IN_PASSWORD = 'watchtogether';

const PRIME_CHANNELS = ['amazon-channels-starz', 'amazon-channels-paramount-plus', 'amazon-channels-mgm-plus', 'amazon-channels-britbox'];

export const STAND_IN_SERVICES: readonly StandInService[] = [
  {
    slug: 'prime-video',
    name: 'Prime Video',
    flavour: 'prime',
    cookiePrefix: 'pv',
    rememberLabel: 'Keep Me Signed In',
    color: '#00a8e1',
    titleIds: ['amzn1.dv.gti.demo-3', 'amzn1.dv.gti.demo-harbor-lights'],
    accounts: [
      { email: 'family@prime-video.example', name: 'Parker Lane', plan: 'Prime', supported: true, catalogs: ['prime-video', 'freevee', 'amazon-store', 'amazon-channels-starz'] },
      { email: 'channels@prime-video.example', name: 'Casey Channels', plan: 'Prime', supported: true, catalogs: ['prime-video', 'freevee', 'amazon-store', ...PRIME_CHANNELS] },
      { email: 'noprime@prime-video.example', name: 'Noel Shopper', plan: 'Amazon (no Prime)', supported: false, catalogs: ['amazon-store'] },
    ],
  },
  {
    slug: 'peacock',
    name: 'Peacock',
    flavour: 'peacock',
    cookiePrefix: 'pk',
    rememberLabel: 'Remember Me',
    color: '#000000',
    accounts: [
      { email: 'family@peacock.example', name: 'Parker Lane', plan: 'Premium', supported: true, catalogs: ['peacock'] },
      { email: 'free@peacock.example', name: 'Frankie Free', plan: 'Free', supported: false, catalogs: [] },
    ],
  },
  {
    slug: 'netflix',
    name: 'Netflix',
    flavour: 'basic',
    cookiePrefix: 'nf',
    rememberLabel: 'Remember Me',
    color: '#e50914',
    accounts: [{ email: 'family@netflix.example', name: 'Parker Lane', plan: 'Standard', supported: true, catalogs: ['netflix'] }],
  },
  {
    slug: 'paramount-plus',
    name: 'Paramount+',
    flavour: 'basic',
    cookiePrefix: 'pp',
    rememberLabel: 'Remember Me',
    color: '#0064ff',
    accounts: [{ email: 'family@paramount-plus.example', name: 'Parker Lane', plan: 'Essential', supported: true, catalogs: ['paramount-plus'] }],
  },
  {
    slug: 'appletv',
    name: 'Apple TV',
    flavour: 'basic',
    cookiePrefix: 'at',
    rememberLabel: 'Remember Me',
    color: '#1d1d1f',
    accounts: [{ email: 'family@appletv.example', name: 'Parker Lane', plan: 'Apple TV+', supported: true, catalogs: ['appletv', 'apple-store'] }],
  },
];

export const standInService = (slug: string) => STAND_IN_SERVICES.find((s) => s.slug === slug);
