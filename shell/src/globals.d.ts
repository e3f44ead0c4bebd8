declare const __SIFT_APP__: string;
declare const __SIFT_BUILD_ID__: string;
declare module '*.css';
/** webpack's `require.ensure`: downloads a chunk group without running its modules (shell/src/index.ts). */
declare namespace NodeJS {
  interface Require {
    ensure(dependencies: string[], callback: () => void, errorCallback: (error: Error) => void, chunkName: string): void;
  }
}
