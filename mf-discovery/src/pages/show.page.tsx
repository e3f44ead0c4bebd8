import { useParams } from 'react-router';
import { ShowScreen } from '../features/title/show-screen';

const positive = (raw: string | undefined) => (raw && /^\d{1,4}$/.test(raw) ? Number(raw) : undefined);

/** /show/:slug and its season and episode paths (001 §2). */
export function ShowPage() {
  const { slug = '', season_number: season, episode_number: episode } = useParams();
  return <ShowScreen key={slug} slug={slug} seasonNumber={positive(season)} episodeNumber={positive(episode)} />;
}
