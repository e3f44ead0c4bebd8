/**
 * `pnpm fuzz [count] [--seed N]`: the schema-driven fuzzer against an in-process server on a fresh in-memory
 * PGlite (development mode, so every route is there). Prints the inputs sent and the 5xx answers by route;
 * exits 1 on any finding (a 5xx, or a 2xx whose body breaks its schema).
 */
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { buildServer } from '../src/server';
import { fuzzCredentials } from './fuzz-session';
import { formatReport, runFuzz } from './schema-fuzzer';

async function main() {
  const args = process.argv.slice(2);
  const seedAt = args.indexOf('--seed');
  const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : Number(process.env.FUZZ_SEED ?? 20261122);
  const count = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--seed') ?? process.env.FUZZ_INPUTS ?? 10_000);
  const database = await openDatabase({});
  const app = await buildServer({
    database,
    seed: { works: 150 },
    config: {
      production: false,
      rateLimitPerMinute: 1_000_000,
      demoMediaDir: path.join(__dirname, '..', 'test', 'fixtures', 'demo-media'),
      smtpUrl: undefined,
    },
  });
  try {
    const credentials = await fuzzCredentials(app);
    let last = Date.now();
    const report = await runFuzz(app, {
      seed,
      count,
      credentials,
      onProgress: (done) => {
        if (Date.now() - last > 5000) {
          last = Date.now();
          process.stderr.write(`fuzz: ${done}/${count}\n`);
        }
      },
    });
    process.stdout.write(`${formatReport(report)}\n`);
    process.exitCode = report.findings.length ? 1 : 0;
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
