/**
 * The import rules (eslint.config.js at the root) are checked by a machine; this shows the machine says no to each
 * kind of wrong import, and yes to the right ones.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..', '..', '..');
// The root config itself, handed over directly (ESLint would otherwise import() it, which jest's VM cannot).
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: require(path.join(ROOT, 'eslint.config.js')) });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the import boundaries', () => {
  it('refuse a remote importing another remote', async () => {
    expect(await problems('mf-marketing/src/features/x.ts', "import { pages } from '../../../mf-discovery/src/pages';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: A remote never imports another remote/),
    ]);
  });

  it('refuse the shell importing a remote', async () => {
    expect(await problems('shell/src/layout/x.ts', "import routes from '../../../mf-player/src/routes';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: The shell knows remotes only through the registry/),
    ]);
  });

  it('refuse a package importing an app', async () => {
    expect(await problems('packages/app-kit/src/x.ts', "import { pages } from '../../../mf-account/src/pages';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: Packages sit below the apps/),
    ]);
  });

  it("refuse reaching into another package's src/", async () => {
    expect(await problems('mf-account/src/x.ts', "import { siftStore } from '@sift/app-kit/src/store';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never its src\//),
    ]);
    expect(await problems('mf-account/src/x.ts', "import { siftStore } from '../../packages/app-kit/src/store';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never its src\//),
    ]);
  });

  it("allow an app only the part of react-router the shell shares (tests the whole of it)", async () => {
    expect(await problems('mf-account/src/x.tsx', "import { Link, useNavigate } from 'react-router';\n")).toEqual([]);
    expect(await problems('mf-account/src/x.tsx', "import { Link, useBlocker } from 'react-router';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*useBlocker.*shares only part of react-router/),
    ]);
    expect(await problems('shell/src/x.tsx', "import { Link } from 'react-router-dom';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*react-router-dom only re-exports it/),
    ]);
    expect(await problems('mf-account/src/x.test.tsx', "import { MemoryRouter } from 'react-router';\n")).toEqual([]);
    expect(await problems('mf-account/src/x.ts', "import type { RouteObject } from 'react-router';\n")).toEqual([]);
  });

  it('refuse React in the framework-free packages', async () => {
    for (const file of ['packages/contracts/src/x.ts', 'packages/api-client/src/x.ts', 'packages/filter-engine/src/x.ts']) {
      expect(await problems(file, "import { useState } from 'react';\n")).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*framework-free/),
      ]);
    }
  });

  it('keep the UI kit presentational', async () => {
    expect(await problems('packages/ui/src/x.tsx', "import { useSession } from '@sift/app-kit';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*The UI kit is presentational/),
    ]);
    expect(await problems('packages/ui/src/x.tsx', "import { Link } from 'react-router';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*The UI kit is presentational/),
    ]);
  });

  it('accept imports through package entries and within one remote', async () => {
    const code = [
      "import { href } from '@sift/app-kit';",
      "import { describeRemote } from '@sift/mount/testing';",
      "import { Button } from '@sift/ui';",
      "import routes from './routes';",
      "import { useState } from 'react';",
      '',
    ].join('\n');
    expect(await problems('mf-marketing/src/x.tsx', code)).toEqual([]);
  });
});
