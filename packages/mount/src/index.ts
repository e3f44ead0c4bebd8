export * from './define-remote';
export * from './define-pages';
export * from './remote-props';
export * from './remote-routes';
