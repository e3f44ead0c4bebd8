export * from './services';
export * from './stand-in-server';
