// testTimeout is a global jest option, ignored when the root config runs this package as a project:
// set it per test file instead. Each file opens and seeds its own database, which takes seconds.
jest.setTimeout(60_000);
