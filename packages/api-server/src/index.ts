/** The package's public surface: the server factory, the demo accounts and the seed. */
export { buildServer, type BuildOptions, type SiftServer } from './server';
export { configFromEnv, type ServerConfig } from './config';
export { openDatabase, migrateDatabase, type Database } from './db/database';
export { seedDatabase } from './seed/seed';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PASSCODE, demoAccount, type DemoAccount } from './seed/demo-accounts';
