declare const __SIFT_APP__: string;
declare const __SIFT_BUILD_ID__: string;
declare module '*.css';
