export * from './api-key';
export * from './api-query';
export * from './api-data';
export * from './account-scope';
