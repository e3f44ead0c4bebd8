/**
 * Starts the API server: `tsx src/main.ts [--works N | --large]`. With no configuration it runs on PGlite in
 * <repo>/.data/pglite, migrates, seeds on first start, and prints the URL and the demo accounts.
 */
import { configFromEnv, LARGE_SEED_WORKS } from './config';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { DataDirInUse } from './db/data-dir-lock';
import { buildServer, ProductionStartRefused } from './server';
import { runWorker, WorkerNeedsPostgres } from './worker';

function seedWorksFromArgs(argv: string[]): number | undefined {
  if (argv.includes('--large')) return LARGE_SEED_WORKS;
  const i = argv.indexOf('--works');
  if (i >= 0 && Number(argv[i + 1]) > 0) return Math.floor(Number(argv[i + 1]));
  return undefined;
}

async function main() {
  const config = configFromEnv();
  const works = seedWorksFromArgs(process.argv.slice(2));
  if (works) config.seedWorks = works;
  const app = await buildServer({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const address = await app.listen({ host: config.host, port: config.port });
  const db = app.sift.database;
  const lines = [
    '',
    `Sift API listening on ${address}`,
    `  database: ${db.kind} (${db.location})${app.seedResult?.seeded ? `, seeded ${app.seedResult.works} works` : ''}`,
    `  mail: ${app.sift.mailer.kind}${app.sift.mailer.kind === 'outbox' ? ` -> ${address}/dev/outbox/` : ''}`,
    `  jobs: ${app.sift.jobs.working ? 'run in this process' : 'sent to the workers (SIFT_WORKER=0)'}`,
    `  OpenAPI: ${address}/openapi.json`,
    ...(config.production
      ? ['  production: no demo accounts']
      : ['  demo accounts:', ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.password}  ${a.description}`)]),
    '',
  ];
  app.log.info(lines.join('\n'));
  // Also on stdout in plain text: a person starting the site reads it there.
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

// SIFT_WORKER=1: this process is a job worker (src/worker.ts), not an API server (docs/decisions/0061).
(process.env.SIFT_WORKER === '1' ? runWorker() : main()).catch((error) => {
  // A refused start (production rules, a data directory in use) says why in one line; anything else keeps its stack.
  console.error(error instanceof ProductionStartRefused || error instanceof DataDirInUse || error instanceof WorkerNeedsPostgres ? error.message : error);
  process.exit(1);
});
