import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { id } from './common';

export const deviceType = lazySchema(() => z.enum(['AirPlay', 'Chromecast', 'FireTv', 'AppleTv', 'AndroidTv', 'Roku']));
export type DeviceType = z.infer<typeof deviceType>;

export const tvDevice = lazySchema(() => z.object({
  id,
  device_name: z.string(),
  name: z.string(),
  type: deviceType,
  install_help_link: z.nullable(z.string()),
  /** When it was registered or linked (ISO 8601). */
  created_at: z.string(),
}));
export type TvDevice = z.infer<typeof tvDevice>;
