/**
 * The server's structure (docs/decisions/0120, 0127): its folders sit in layers (layers.js) that the lint keeps (an
 * upward import is refused, as the fixtures in fixtures/layers/ show), every folder of src/ is placed in one, the
 * domains sit in levels (a domain imports only the domains of a lower level), no file imports in a circle at run
 * time and no domain folder imports in a circle at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const PACKAGE = path.resolve(__dirname, '..');
const ROOT = path.resolve(PACKAGE, '..', '..');
const SRC = path.join(PACKAGE, 'src');
const FIXTURES = path.join(__dirname, 'fixtures', 'layers');
// The same CommonJS list eslint.config.js reads.
const { SERVER_LAYERS, DOMAIN_LEVELS } = require('../layers') as {
  SERVER_LAYERS: { layer: string; folders: string[] }[];
  DOMAIN_LEVELS: { level: string; folders: string[] }[];
};
const DOMAINS = SERVER_LAYERS.find((l) => l.layer === 'domain')!.folders;

// The root config itself, handed over directly (ESLint would otherwise import() it, which jest's VM cannot).
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: require(path.join(ROOT, 'eslint.config.js')) });

/** Lints a fixture as if it lived where its first line says (`// as: src/http/x.ts`); answers its problems. */
async function problemsOf(fixture: string): Promise<string[]> {
  const code = fs.readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const where = /^\/\/ as: (\S+)/.exec(code)?.[1];
  if (!where) throw new Error(`${fixture} does not say where it is linted as ('// as: src/...').`);
  const [result] = await eslint.lintText(code, { filePath: path.join(PACKAGE, where) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the server's layers", () => {
  it('refuse infrastructure importing a domain', async () => {
    expect(await problemsOf('infrastructure-imports-domain.ts.txt')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: The API server's infrastructure \(http\/, .*\) imports nothing from a layer above it \(domain, composition\)/),
    ]);
  });

  it('refuse the foundation importing infrastructure, a type too', async () => {
    expect(await problemsOf('foundation-imports-infrastructure.ts.txt')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: The API server's foundation \(db\/, .*\) imports nothing from a layer above it \(infrastructure, domain, composition\)/),
    ]);
  });

  it('refuse a domain importing the composition root', async () => {
    expect(await problemsOf('domain-imports-composition.ts.txt')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: The API server's domain \(.*billing\/.*\) imports nothing from a layer above it \(composition\)/),
    ]);
  });

  it('refuse a domain importing a domain of a higher level, a type too', async () => {
    const refusal = /^boundaries\/dependencies: The API server's domain billing\/ \(level 'base'\) imports only the domains of a lower level \(none\), never .*catalogue\//;
    expect(await problemsOf('domain-imports-higher-domain.ts.txt')).toEqual([expect.stringMatching(refusal), expect.stringMatching(refusal)]);
  });

  it('refuse a domain importing a neighbour of its own level', async () => {
    expect(await problemsOf('domain-imports-same-level.ts.txt')).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: The API server's domain catalogue\/ \(level 'core'\) imports only the domains of a lower level \(.*billing\/.*\), never .*identity\//),
    ]);
  });

  it('accept imports downward, to domains of a lower level too, and the composition root importing every layer', async () => {
    expect(await problemsOf('downward-imports.ts.txt')).toEqual([]);
    expect(await problemsOf('composition-imports-all.ts.txt')).toEqual([]);
  });

  it('place every folder of src/ in exactly one layer', () => {
    const folders = fs.readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const placed = SERVER_LAYERS.flatMap((l) => l.folders);
    expect([...placed].sort()).toEqual([...new Set(placed)].sort());
    expect([...placed].sort()).toEqual([...folders].sort());
  });

  it('place every domain in exactly one level', () => {
    const placed = DOMAIN_LEVELS.flatMap((l) => l.folders);
    expect([...placed].sort()).toEqual([...new Set(placed)].sort());
    expect([...placed].sort()).toEqual([...DOMAINS].sort());
  });
});

/**
 * Every file of src/ with the files of src/ it imports at run time: imports, re-exports, dynamic imports and
 * requires. Type-only imports (`import type`, `export type`) are left out, as eslint-plugin-import's no-cycle does:
 * they are erased and cannot make a module see another half-loaded; `withTypes` keeps them (the lint's boundaries
 * count them too).
 */
function importGraph({ withTypes = false } = {}): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  walk(SRC);
  const known = new Set(files);
  const resolve = (from: string, specifier: string) =>
    [`${specifier}.ts`, `${specifier}.tsx`, path.join(specifier, 'index.ts'), specifier]
      .map((candidate) => path.resolve(path.dirname(from), candidate))
      .find((candidate) => known.has(candidate));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const specifiers: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && (withTypes || !node.importClause?.isTypeOnly) && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      else if (ts.isExportDeclaration(node) && (withTypes || !node.isTypeOnly) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    const targets = specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => resolve(file, specifier));
    graph.set(file, targets.filter((target): target is string => Boolean(target)));
  }
  return graph;
}

/** The import circles of a graph: its strongly connected components of more than one node (Tarjan), and self-imports. */
function circles(graph: Map<string, string[]>, name: (node: string) => string = (node) => node): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.map(name).sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the server's imports", () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph).map((c) => c.length)).toEqual([3]);
  });

  it('run in no circle: no file of src/ imports itself through others', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph, (file) => path.relative(SRC, file))).toEqual([]);
  });

  it('run in no circle between domain folders, type imports counted', () => {
    const graph = domainGraph();
    expect([...graph.keys()].sort()).toEqual([...DOMAINS].sort());
    expect(circles(graph)).toEqual([]);
  });

  it('run only from a domain to domains of a lower level (the lint says the same of each file)', () => {
    const levelOf = new Map(DOMAIN_LEVELS.flatMap((l, index) => l.folders.map((folder) => [folder, index] as const)));
    const upward = [...domainGraph()].flatMap(([from, targets]) => targets.filter((to) => levelOf.get(to)! >= levelOf.get(from)!).map((to) => `${from} -> ${to}`));
    expect(upward).toEqual([]);
  });
});

/** The domain folders of src/ with the other domain folders their files import, type imports included. */
function domainGraph(): Map<string, string[]> {
  const folderOf = (file: string) => path.relative(SRC, file).split(path.sep)[0];
  const graph = new Map<string, string[]>(DOMAINS.map((domain) => [domain, []]));
  for (const [file, targets] of importGraph({ withTypes: true })) {
    const from = folderOf(file);
    if (!graph.has(from)) continue;
    for (const to of targets.map(folderOf)) if (to !== from && graph.has(to) && !graph.get(from)!.includes(to)) graph.get(from)!.push(to);
  }
  return graph;
}
