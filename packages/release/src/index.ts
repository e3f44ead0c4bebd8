export * from './config';
export * from './release-store';
export * from './verify';
export * from './commands';
