// testTimeout is a global jest option, ignored when the root config runs this package as a project: set it per test
// file instead (every API test file loads this). A file's first server may make the worker's database templates
// (about 10 s of CPU, database-templates.ts), and in `npm test` jest shares the cores with the browser tests
// (docs/decisions/0129): a timeout is for a test that hangs, not a slow one. Ten minutes still ends a hung run well
// inside CI's limit.
jest.setTimeout(600_000);
