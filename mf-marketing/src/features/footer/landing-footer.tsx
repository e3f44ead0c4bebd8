import { Link } from 'react-router';
import {
  AFFILIATE_APPLICATION_URL,
  BLOG_URL,
  CONTACT_URL,
  GIFT_CARDS_URL,
  HELP_CENTER_URL,
  PRODUCT_NAME,
  SOCIAL_LINKS,
} from '@sift/contracts';
import { href } from '@sift/app-kit';

/** 000 §2.1: the landing footer: /about, /jobs, /privacy, /terms and the external links. */
export function LandingFooter() {
  return (
    <footer className="mk-footer">
      <nav aria-label={`${PRODUCT_NAME}`} className="mk-footer__group">
        <h2 className="mk-footer__title">{PRODUCT_NAME}</h2>
        <ul>
          <li><Link to={href('about')}>About us</Link></li>
          <li><Link to={href('jobs')}>Jobs</Link></li>
          <li><a href={BLOG_URL}>Blog</a></li>
          <li><a href={AFFILIATE_APPLICATION_URL}>Affiliates</a></li>
        </ul>
      </nav>
      <nav aria-label="Help" className="mk-footer__group">
        <h2 className="mk-footer__title">Help</h2>
        <ul>
          <li><a href={HELP_CENTER_URL}>Help center</a></li>
          <li><a href={CONTACT_URL}>Contact us</a></li>
          <li><a href={GIFT_CARDS_URL}>Gift cards</a></li>
        </ul>
      </nav>
      <nav aria-label="Legal" className="mk-footer__group">
        <h2 className="mk-footer__title">Legal</h2>
        <ul>
          <li><Link to={href('privacy')}>Privacy policy</Link></li>
          <li><Link to={href('californiaPrivacy')}>California privacy notice</Link></li>
          <li><Link to={href('terms')}>Terms of use</Link></li>
        </ul>
      </nav>
      <nav aria-label="Social media" className="mk-footer__group">
        <h2 className="mk-footer__title">Follow us</h2>
        <ul>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.url}>{link.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
