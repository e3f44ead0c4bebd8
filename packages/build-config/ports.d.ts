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
export declare const REMOTES: readonly ['marketing', 'discovery', 'player', 'membership', 'account'];
export type RemoteName = (typeof REMOTES)[number];
export declare function appDir(name: string): string;
export declare const RELEASE_FILE: 'sift-release.json';
export declare const DOCUMENT_FRAME_FILE: 'document-frame.html';
