/**
 * Schema-driven fuzzing, bounded: a few thousand malformed inputs built from /openapi.json, seeded so a run is
 * repeatable (FUZZ_SEED, FUZZ_INPUTS change it). No 5xx, and no 2xx whose body breaks the route's schema.
 * `pnpm fuzz` runs the same harness with 10,000 or more inputs.
 */
import { fuzzCredentials } from '../fuzz/fuzz-session';
import { formatReport, runFuzz } from '../fuzz/schema-fuzzer';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const INPUTS = Number(process.env.FUZZ_INPUTS ?? 2000);

it(`answers ${INPUTS} malformed inputs to every route without a 5xx or a broken answer (seed ${SEED})`, async () => {
  const report = await runFuzz(server.app, { seed: SEED, count: INPUTS, credentials: await fuzzCredentials(server.app) });
  process.stdout.write(`${formatReport(report)}\n`);
  expect(report.inputs).toBe(INPUTS);
  expect(Object.keys(report.byStatus).length).toBeGreaterThan(3);
  expect(report.findings).toEqual([]);
});
