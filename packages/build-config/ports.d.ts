export declare const DEFAULT_PORTS: {
  shell: number;
  marketing: number;
  discovery: number;
  player: number;
  membership: number;
  account: number;
};
export declare const API_PORT: number;
export declare function defaultRegistry(host?: string): { api: string; remotes: Record<string, string> };
export declare function readRegistry(registryFile?: string): string;
