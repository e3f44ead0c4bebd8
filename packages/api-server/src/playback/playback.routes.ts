/** The playback area's HTTP routes (001 §7): streams and progress, lineups, a tag set's count for the viewer, the next episode. */
import type { ZodApp } from '../http/route-layer';
import { lineupsRoutes } from './lineups.routes';
import { nextEpisodeRoutes } from './next-episode.routes';
import { streamsRoutes } from './streams.routes';
import { tagSetsRoutes } from './tag-sets.routes';

export function playbackRoutes(app: ZodApp) {
  streamsRoutes(app);
  lineupsRoutes(app);
  tagSetsRoutes(app);
  nextEpisodeRoutes(app);
}
