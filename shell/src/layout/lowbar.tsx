import { Link } from 'react-router';
import { HELP_CENTER_URL, PRODUCT_NAME } from '@sift/contracts';
import { href } from '@sift/app-kit';

export function Lowbar() {
  return (
    <footer className="lowbar">
      <span>© {new Date().getFullYear()} {PRODUCT_NAME}</span>
      <Link to={href('about')}>About</Link>
      <Link to={href('jobs')}>Jobs</Link>
      <Link to={href('privacy')}>Privacy</Link>
      <Link to={href('terms')}>Terms</Link>
      <a href={HELP_CENTER_URL}>Help</a>
    </footer>
  );
}
