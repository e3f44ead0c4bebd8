/**
 * One fast-check configuration for every property test of the engine (jest setupFiles).
 * - FC_SEED=<n> runs every property with that seed: how CI or a person replays a failure.
 * - Without it each run draws a seed, and a failure names the seed and the command that replays it.
 * - FC_NUM_RUNS=<n> changes how many cases each property tries (default fast-check's 100).
 */
import fc from 'fast-check';

const seedFromEnv = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
if (seedFromEnv !== undefined && !Number.isInteger(seedFromEnv)) throw new Error(`FC_SEED must be an integer, got ${process.env.FC_SEED}`);
const numRuns = process.env.FC_NUM_RUNS ? Number(process.env.FC_NUM_RUNS) : undefined;

fc.configureGlobal({
  ...(seedFromEnv !== undefined && { seed: seedFromEnv }),
  ...(numRuns !== undefined && { numRuns }),
  reporter: (details) => {
    if (!details.failed) return;
    const replay = `Replay: FC_SEED=${details.seed} pnpm exec jest packages/filter-engine`;
    // stderr as well as the error: CI logs keep it even when the error message is cut.
    process.stderr.write(`fast-check failed with seed ${details.seed} (path ${details.counterexamplePath}). ${replay}\n`);
    throw new Error(`${fc.defaultReportMessage(details)}\n${replay}`);
  },
});
