import { Link, NavLink, useLocation } from 'react-router';
import { GET_UNLIMITED_ACCESS, GIFT_CARDS_URL, HELP_CENTER_URL, MANAGE_PROFILES, PRODUCT_NAME, UPGRADE_TO_ANNUAL } from '@sift/contracts';
import { href, useActiveProfile, useSession } from '@sift/app-kit';
import { navbarOffers, navbarProfileName, showsAccountLinks } from './navbar-rules';
import { VisuallyHidden } from '@sift/ui';
import { NavbarSections } from './navbar-sections';
import { CategoriesMenu } from './categories-menu';
import { WidgetSlot } from './widget-slot';

export function Navbar() {
  const session = useSession();
  const profile = useActiveProfile();
  const location = useLocation();

  if (session.status !== 'signed-in') {
    return (
      <nav className="navbar" aria-label="Main" data-variant="visitor">
        <Link className="navbar__brand" to={href('landing')}>{PRODUCT_NAME}</Link>
        <NavbarSections>
          <ul className="navbar__links">
            <li><NavLink to={href('browse')} end>Browse</NavLink></li>
            <li><NavLink to={href('discover')}>Discover</NavLink></li>
          </ul>
        </NavbarSections>
        <span className="navbar__spacer" />
        <Link to={href('login')}>Log In</Link>
        <Link className="button" to={href('wizardSelectServicesV2')}>Sign Up</Link>
      </nav>
    );
  }

  const offers = navbarOffers(session.user, profile);
  const accountLinks = showsAccountLinks(profile);
  return (
    <nav
      className={`navbar${session.impersonating ? ' navbar--impersonating' : ''}`}
      aria-label="Main"
      data-variant="member"
      data-impersonating={session.impersonating || undefined}
    >
      <Link className="navbar__brand" to={href('browse')}>{PRODUCT_NAME}</Link>
      {/* On a phone the links and offers fold into the Menu button's panel (issue 19). */}
      <NavbarSections>
        <ul className="navbar__links">
          <li><NavLink to={href('browse')} end>Browse</NavLink></li>
          <li><NavLink to={href('browseMovies')}>Movies</NavLink></li>
          <li><NavLink to={href('browseShows')}>Shows</NavLink></li>
          <li><CategoriesMenu /></li>
          <li><NavLink to={href('watchlist')}>Watchlist</NavLink></li>
        </ul>
        <span className="navbar__spacer" />
        {offers.unlimitedAccess && <Link className="button" to={href('membershipPlan')}>{GET_UNLIMITED_ACCESS}</Link>}
        {offers.annualUpgrade && (
          <Link className="button button--ghost" to={href('account', undefined, { show_annual: 1 })}>
            {UPGRADE_TO_ANNUAL}
            <span className="navbar__highlight">{offers.annualUpgrade.highlight}</span>
          </Link>
        )}
      </NavbarSections>
      <WidgetSlot slot="navbar-search" />
      {/* Keyed by navigation so the menu closes once a link in it has been followed. */}
      <details className="navbar__menu" key={location.key}>
        <summary className="navbar__menu-button">
          {profile ? navbarProfileName(profile.name) : 'Menu'}
          {/* The visible name starts the accessible name (WCAG 2.5.3); the rest says what it opens. */}
          <VisuallyHidden>, profile menu</VisuallyHidden>
        </summary>
        <div className="navbar__menu-list">
          <Link to={href('profiles')}>{MANAGE_PROFILES}</Link>
          {accountLinks && <Link to={href('account')}>Account</Link>}
          {accountLinks && <Link to={href('services')}>Link Services</Link>}
          <Link to={href('defaultFilters')}>Default Filters</Link>
          {accountLinks && <Link to={href('devices')}>TV Devices</Link>}
          {accountLinks && <Link to={href('sharing')}>Refer a Friend</Link>}
          <a href={HELP_CENTER_URL}>Help</a>
          <a href={GIFT_CARDS_URL}>Buy Gift Cards</a>
          <Link to={href('logout')}>Log Out</Link>
        </div>
      </details>
    </nav>
  );
}
