import { useParams } from 'react-router';
import { MovieScreen } from '../features/title/movie-screen';

/** /movie/:slug (001 §2). */
export function MoviePage() {
  const { slug = '' } = useParams();
  return <MovieScreen key={slug} slug={slug} />;
}
