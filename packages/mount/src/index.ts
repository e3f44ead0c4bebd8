export * from './define-remote';
export * from './define-pages';
export * from './lazy-page';
export * from './page-data';
export * from './remote-props';
export * from './remote-root';
export * from './remote-routes';
export * from './page-boundary';
