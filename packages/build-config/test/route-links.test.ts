/**
 * The route names an app links to are found in its code (docs/decisions/0071): literal names, names chosen between
 * literals, and names whose type is a union of literals; anything that cannot be followed is a problem the build
 * reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRouteLinks, frameLinks, mergeLinks } from '@sift/build-config/route-links';

let dir: string;
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};
const label = (file: string) => path.relative(dir, file);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-links-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('finding route links', () => {
  it('finds literal names, both sides of a choice, and the names a narrow type allows', () => {
    const files = [
      write(
        'footer.tsx',
        `import { Link } from 'react-router';
import { href } from '@sift/app-kit';
export const Footer = ({ kind }: { kind: 'movie' | 'show' }) => (
  <footer>
    <a href={href('about')}>About</a>
    <Link to={href(kind === 'show' ? 'show' : 'movie', { slug: 'x' })} />
    <Link to={href(\`jobs\`)} />
  </footer>
);
`,
      ),
      write(
        'setup.ts',
        `import { href as linkTo } from '@sift/app-kit';
type SetupRoute = 'setupIntro' | 'setupDevices';
declare const next: SetupRoute;
declare const maybe: 'setupV2Services' | undefined;
export const go = () => [linkTo(next), linkTo(maybe ?? 'browse')];
`,
      ),
      write('unrelated.ts', `const href = (name: string) => name;\nexport const x = href('notARoute');\n`),
    ];
    const found = findRouteLinks(files, { label });
    expect(found.problems).toEqual([]);
    expect(found.links).toEqual({
      about: ['footer.tsx'],
      browse: ['setup.ts'],
      jobs: ['footer.tsx'],
      movie: ['footer.tsx'],
      setupDevices: ['setup.ts'],
      setupIntro: ['setup.ts'],
      setupV2Services: ['setup.ts'],
      show: ['footer.tsx'],
    });
  });

  it('reports names it cannot follow: a plain string, any RouteName, href used as a value, href() without a name', () => {
    const file = write(
      'bad.ts',
      `import * as kit from '@sift/app-kit';
import { href } from '@sift/app-kit';
type RouteName = 'a' | 'b' | 'c';
declare const anyName: RouteName;
declare const text: string;
export const links = [kit.href(text), href(anyName), ['a' as RouteName].map(href), (href as () => string)()];
`,
    );
    const { links, problems } = findRouteLinks([file], { label });
    expect(links).toEqual({});
    expect(problems).toEqual([
      'bad.ts:6: href is used as a value; call it with a route name, so the link can be found.',
      'bad.ts:6: href is used as a value; call it with a route name, so the link can be found.',
      'bad.ts:6: the route name passed to href() has the type string; give it a union of the names it can be, so the link can be found.',
      'bad.ts:6: the route name passed to href() could be any RouteName; give it a union of the names it can be, so the link can be found.',
    ]);
  });

  it("reads the shell's document frame and merges the places of each name", () => {
    const frame = write('frame.html', '<a href="{{href:landing}}">Sift</a><a href="{{href:jobs}}">Jobs</a>');
    expect(frameLinks(frame, label)).toEqual({ landing: ['frame.html'], jobs: ['frame.html'] });
    expect(mergeLinks({ jobs: ['lowbar.tsx'] }, frameLinks(frame, label))).toEqual({ jobs: ['frame.html', 'lowbar.tsx'], landing: ['frame.html'] });
  });
});
