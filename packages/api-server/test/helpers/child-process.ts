/**
 * How long a test waits for a child process (a server's start, a second process on a data folder) before calling it
 * hung. Not a speed check: in `npm test` jest runs beside the browser tests, and at the lowest priority beside the
 * fidelity harness (docs/decisions/0129), where a tsx start of the server took over a minute.
 */
export const CHILD_PROCESS_GUARD_MS = 300_000;
