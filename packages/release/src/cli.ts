/**
 * pnpm release <remote> [--dir <folder>] [--from-build <dist folder>] [--skip-browser-check]
 * pnpm rollback <remote>
 * pnpm releases <remote>
 * (and `publish-builds`, which npm start runs). See README "Releasing one remote".
 */
import { releaseConfig, UsageError } from './config';
import { listReleases, publishBuilds, RefusedError, release, rollback } from './commands';

const log = (line: string) => console.log(line);

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(argv: string[]) {
  const [command, remote, ...rest] = argv;
  const config = releaseConfig();
  switch (command) {
    case 'release':
      await release(
        config,
        remote,
        {
          dir: option(rest, '--dir'),
          fromBuild: option(rest, '--from-build'),
          skipBrowserCheck: rest.includes('--skip-browser-check'),
          unverified: rest.includes('--unverified'),
        },
        log,
      );
      break;
    case 'rollback':
      await rollback(config, remote, log);
      break;
    case 'releases':
      listReleases(config, remote, log);
      break;
    case 'publish-builds':
      await publishBuilds(config, log);
      break;
    default:
      throw new UsageError('Usage: release <remote> [--dir <folder>] [--from-build <dist folder>] | rollback <remote> | releases <remote>');
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error instanceof UsageError || error instanceof RefusedError ? error.message : error);
  process.exit(error instanceof RefusedError ? 2 : 1);
});
