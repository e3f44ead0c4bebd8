import { Link } from 'react-router';
import { href } from '@sift/app-kit';
import type { PosterView } from '../landing-data/landing-data';

/** The link to a work's page (the discovery remote's, by route name). */
export const workLink = (work: Pick<PosterView, 'slug' | 'type'>) => <Link to={href(work.type === 'show' ? 'show' : 'movie', { slug: work.slug })} />;
