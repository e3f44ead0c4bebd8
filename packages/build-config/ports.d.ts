export declare const PORT_OFFSET: number;
export declare const DEFAULT_PORTS: {
  shell: number;
  marketing: number;
  discovery: number;
  player: number;
  membership: number;
  account: number;
};
export declare const API_PORT: number;
export declare const OIDC_DEV_PORT: number;
export type StandInServiceSlug = 'prime-video' | 'peacock' | 'netflix' | 'paramount-plus' | 'appletv';
/** Port of each stand-in streaming service, moved by SIFT_PORT_OFFSET. */
export declare const STAND_IN_PORTS: Record<StandInServiceSlug, number>;
/** Origin of each stand-in streaming service: http://<slug>.localhost:<port>. */
export declare const STAND_IN_ORIGINS: Record<StandInServiceSlug, string>;
export declare const REMOTES: readonly ['marketing', 'discovery', 'player', 'membership', 'account'];
export type RemoteName = (typeof REMOTES)[number];
export declare function appDir(name: string): string;
export declare const RELEASE_FILE: 'sift-release.json';
export declare const DOCUMENT_FRAME_FILE: 'document-frame.html';
export declare const MEMBER_FRAME_FILE: 'member-frame.html';
export declare const START_FILES_FILE: 'start-files.json';
/** API processes the production topology's ports leave room for. */
export declare const MAX_API_PROCESSES: number;
/** The production topology's ports (npm run start:production), moved by SIFT_PORT_OFFSET. */
export declare const PRODUCTION_PORTS: {
  edge: number;
  documents: number;
  api: number;
  metrics: number;
  postgres: number;
  smtp: number;
  mailUi: number;
};
/** The origins the edge serves on its one port. */
export declare function productionOrigins(options?: { host?: string; port?: number }): {
  site: string;
  api: string;
  remoteHost(remote: string): string;
  remote(remote: string): string;
};
