/**
 * The onboarding flag's rules (002 §4): a user is marked onboarded when the services step is done on a supported
 * desktop browser, or when Start Filtering is clicked; on a phone, a tablet or an unsupported browser the services
 * step marks them not onboarded (they finish setting up on a computer or in an app). The server applies these to
 * the browser that sends PATCH api/user-flags/ {event}; the web app uses the same function to say why.
 */
export type OnboardingEvent = 'services_step_done' | 'start_filtering';
export type BrowserSupport = 'supported-desktop' | 'mobile' | 'unsupported';

/** Desktop Chrome, Edge and Firefox are supported (000 §1: Chrome, Edge, Firefox); phones and tablets are not. */
export function browserSupport(userAgent: string): BrowserSupport {
  const ua = userAgent || '';
  if (/Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle/i.test(ua)) return 'mobile';
  if (/Edg\//.test(ua) || /Firefox\//.test(ua) || /(?:Chrome|Chromium)\//.test(ua)) return 'supported-desktop';
  return 'unsupported';
}

export function onboardedAfter(event: OnboardingEvent, userAgent: string): boolean {
  if (event === 'start_filtering') return true;
  return browserSupport(userAgent) === 'supported-desktop';
}
