import { render, renderHook, screen } from '@testing-library/react';
import { route as defineRoute, routeKinds, type RouteDef } from '@sift/contracts';
import { expectNoAxeViolations } from '../testing/axe';
import { WizardHeader } from '../wizard-header/wizard-header';
import { PageFrame } from './page-frame';
import { PageRouteContext, usePageRoute } from './page-route-context';

/** Routes as the remotes declare them (the kit knows no remote). */
const ROUTES: RouteDef[] = [
  defineRoute('login', '/login', 'Log in', routeKinds.auth),
  defineRoute('about', '/about', 'About us', routeKinds.info),
  defineRoute('landing', '/', 'Filter movies and shows your way', routeKinds.landing),
  defineRoute('membershipSignup', '/membership/signup', 'Sign up', routeKinds.signup(7)),
  defineRoute('membershipPlan', '/membership/plan', 'Choose Your Plan', routeKinds.signup(11, 'private')),
  defineRoute('browse', '/browse', 'Browse', routeKinds.browsing),
];
const route = (name: string): RouteDef => {
  const def = ROUTES.find((candidate) => candidate.name === name);
  if (!def) throw new Error(`no route ${name}`);
  return def;
};

function renderPage(def: RouteDef | null, ui: React.ReactElement) {
  return render(<PageRouteContext.Provider value={def}>{ui}</PageRouteContext.Provider>);
}

describe('PageFrame', () => {
  afterEach(() => {
    document.title = '';
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
  });

  it('takes heading and document title from the route, and names main by it', () => {
    renderPage(route('login'), <PageFrame />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.title).toBe('Log in | Sift');
    const main = screen.getByRole('main', { name: 'Log in' });
    expect(main).toHaveAttribute('data-route', 'login');
    expect(main).not.toHaveAttribute('data-step');
  });

  it('a page title of its own wins', () => {
    renderPage(route('login'), <PageFrame title="Welcome back" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
    expect(document.title).toBe('Welcome back | Sift');
  });

  it('works with an explicit title and no route (e.g. a standalone page)', () => {
    renderPage(null, <PageFrame title="Help Us Find Your Title!" />);
    expect(document.title).toBe('Help Us Find Your Title! | Sift');
    expect(screen.getByRole('main')).not.toHaveAttribute('data-route');
  });

  it('refuses to render without any title', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderPage(null, <PageFrame />)).toThrow('PageFrame needs a title');
  });

  it('sets the meta description while shown and restores it after', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The site';
    document.head.appendChild(meta);
    const { unmount } = renderPage(route('about'), <PageFrame description="Our mission." />);
    expect(meta.content).toBe('Our mission.');
    unmount();
    expect(meta.content).toBe('The site');
  });

  it('creates the meta description when the document has none, and removes it after', () => {
    const { unmount } = renderPage(route('about'), <PageFrame description="Our mission." />);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Our mission.');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("takes the route's description when the page gives none", () => {
    const def = { ...route('about'), description: 'Why Sift exists and who makes it.' };
    const { unmount } = renderPage(def, <PageFrame />);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Why Sift exists and who makes it.');
    unmount();
    renderPage(def, <PageFrame description="Our mission." />);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Our mission.');
  });

  it('shows the sign-up step over 13 and carries it as data', () => {
    renderPage(route('membershipSignup'), <PageFrame />);
    expect(screen.getByText('Step 7 of 13')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-wizard', 'signup');
    expect(main).toHaveAttribute('data-step', '7');
  });

  it('a wizard header given replaces the plain step line', () => {
    renderPage(route('membershipSignup'), <PageFrame wizardHeader={<WizardHeader wizard="signup" step={7} />} />);
    expect(screen.queryByText('Step 7 of 13', { selector: 'p' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Sign-up progress' })).toBeInTheDocument();
  });

  it('can keep its heading for assistive technology only', () => {
    renderPage(route('landing'), <PageFrame hideHeading />);
    expect(screen.getByRole('heading', { level: 1 }).style.position).toBe('absolute');
  });

  it('passes axe', async () => {
    const { container } = renderPage(
      route('membershipPlan'),
      <PageFrame>
        <p>Plans</p>
      </PageFrame>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('usePageRoute', () => {
  it('gives the RouteDef provided, and says where it works otherwise', () => {
    const def = route('browse');
    const { result } = renderHook(() => usePageRoute(), {
      wrapper: ({ children }) => <PageRouteContext.Provider value={def}>{children}</PageRouteContext.Provider>,
    });
    expect(result.current).toBe(def);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePageRoute())).toThrow('only available inside a page');
  });
});
