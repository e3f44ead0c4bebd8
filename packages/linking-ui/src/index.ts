// @sift/linking-ui: linking streaming services and TV devices, for mf-player and the setup wizard (mf-membership).
export * from './extension/extension-client';
export * from './link-flow/link-error';
export * from './link-flow/link-service';
export * from './link-flow/service-adapters';
export * from './service-link/use-service-link';
export * from './service-link/link-panel';
export * from './service-link/service-link-dialog';
export * from './service-link/disconnect-dialog';
export * from './service-link/service-list';
export * from './service-link/link-services-panel';
export * from './devices/default-device-name';
export * from './devices/device-registration';
export * from './devices/device-list';
export * from './data/use-linking-data';
