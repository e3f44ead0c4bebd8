// testTimeout is a global jest option, ignored when the root config runs this package as a project:
// set it per test file instead. A file's first server may make the worker's database templates (about 10 s of CPU,
// database-templates.ts), on a machine others share: a timeout is for a test that hangs, not a slow one.
jest.setTimeout(180_000);
