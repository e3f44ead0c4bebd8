import { Link } from 'react-router';
import { HELP_CENTER_URL, PRODUCT_NAME } from '@sift/contracts';

export function Lowbar() {
  return (
    <footer className="lowbar">
      <span>© {new Date().getFullYear()} {PRODUCT_NAME}</span>
      <Link to="/about">About</Link>
      <Link to="/jobs">Jobs</Link>
      <Link to="/privacy">Privacy</Link>
      <Link to="/terms">Terms</Link>
      <a href={HELP_CENTER_URL}>Help</a>
    </footer>
  );
}
