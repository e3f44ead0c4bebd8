export * from './manifest';
export * from './handle-request';
