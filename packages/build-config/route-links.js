/**
 * The route names an app links to, found in the code it ships: every call of `href()` from @sift/app-kit in the
 * modules of its build. The build writes them into its release file (sift-release.json) beside the names it serves,
 * and the release tool refuses a release that would leave a live link without a page (docs/decisions/0071).
 *
 * - `href('jobs')`, `href(cond ? 'movie' : 'show', ...)`, `href(a ?? 'browse')`: the names written there.
 * - any other argument (`href(link.name)`, `href(next)`): the names its TypeScript type allows, which must be a union
 *   of string literals narrower than the whole RouteName (a name that could be anything cannot be checked).
 * - `href` used as a value (`names.map(href)`) cannot be followed: it fails the build.
 * The shell's document frame writes links as `{{href:name}}` (docs/decisions/0023); those count too.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const APP_KIT = '@sift/app-kit';
const APP_KIT_SOURCES = path.join(ROOT, 'packages', 'app-kit', 'src') + path.sep;
const SCRIPT = /\.[cm]?[jt]sx?$/;

let typescript;
const ts = () => (typescript ??= require('typescript'));

function scriptKind(file) {
  const kinds = ts().ScriptKind;
  if (/\.tsx$/.test(file)) return kinds.TSX;
  if (/\.[cm]?ts$/.test(file)) return kinds.TS;
  if (/\.jsx$/.test(file)) return kinds.JSX;
  return kinds.JS;
}

/** Whether an import specifier in `file` names app-kit's routing module (from inside app-kit) or app-kit itself. */
function isAppKit(file, specifier) {
  if (specifier === APP_KIT) return true;
  if (!specifier.startsWith('.') || !path.resolve(file).startsWith(APP_KIT_SOURCES)) return false;
  return /(^|\/)routing\/site-routes$|^\.\/site-routes$/.test(specifier);
}

/** The names href is known by in a file: `import { href }` / `import { href as link }` / `import * as kit`. */
function hrefBindings(sourceFile, file) {
  const direct = new Set();
  const namespaces = new Set();
  for (const statement of sourceFile.statements) {
    if (!ts().isImportDeclaration(statement) || !ts().isStringLiteral(statement.moduleSpecifier)) continue;
    if (!isAppKit(file, statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts().isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else for (const element of bindings.elements) if ((element.propertyName ?? element.name).text === 'href') direct.add(element.name.text);
  }
  return { direct, namespaces };
}

/**
 * The route-name links of the given source files.
 * @param {string[]} files absolute paths of the modules an app's build contains
 * @param {{ label?: (file: string) => string, compilerOptions?: object }} [options]
 * @returns {{ links: Record<string, string[]>, problems: string[] }} name -> where (sorted), and what cannot be followed
 */
function findRouteLinks(files, { label = (file) => path.relative(ROOT, file) } = {}) {
  const links = new Map();
  const problems = [];
  const dynamic = [];
  const add = (name, file) => {
    if (!links.has(name)) links.set(name, new Set());
    links.get(name).add(label(file));
  };
  const where = (sourceFile, node) => `${label(sourceFile.fileName)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;

  for (const file of files) {
    if (!SCRIPT.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('href')) continue;
    const sourceFile = ts().createSourceFile(file, text, ts().ScriptTarget.ES2022, true, scriptKind(file));
    const { direct, namespaces } = hrefBindings(sourceFile, file);
    if (!direct.size && !namespaces.size) continue;

    const isHref = (node) =>
      (ts().isIdentifier(node) && direct.has(node.text)) ||
      (ts().isPropertyAccessExpression(node) && ts().isIdentifier(node.expression) && namespaces.has(node.expression.text) && node.name.text === 'href');

    /** The literal names an argument is made of; a part that is not a literal is followed by its type later. */
    const collect = (node) => {
      const t = ts();
      if (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node)) return add(node.text, file);
      if (t.isParenthesizedExpression(node) || t.isAsExpression(node) || t.isSatisfiesExpression(node) || t.isNonNullExpression(node)) return collect(node.expression);
      if (t.isConditionalExpression(node)) return (collect(node.whenTrue), collect(node.whenFalse));
      if (t.isBinaryExpression(node) && [t.SyntaxKind.QuestionQuestionToken, t.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
        return (collect(node.left), collect(node.right));
      }
      dynamic.push({ file, node, where: where(sourceFile, node) });
    };

    const visit = (node) => {
      const t = ts();
      if (t.isCallExpression(node) && isHref(node.expression)) {
        if (node.arguments.length === 0) problems.push(`${where(sourceFile, node)}: href() without a route name.`);
        else collect(node.arguments[0]);
        node.arguments.forEach(visit);
        return;
      }
      if (t.isIdentifier(node) && direct.has(node.text)) {
        const parent = node.parent;
        const declaration = t.isImportSpecifier(parent) || (t.isPropertyAccessExpression(parent) && parent.name === node);
        const key = (t.isPropertyAssignment(parent) || t.isPropertyDeclaration(parent) || t.isJsxAttribute(parent)) && parent.name === node;
        if (!declaration && !key) problems.push(`${where(sourceFile, node)}: href is used as a value; call it with a route name, so the link can be found.`);
      }
      t.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  if (dynamic.length) followTypes(dynamic, { add, problems });
  const sorted = Object.fromEntries(
    [...links.keys()].sort().map((name) => [name, [...links.get(name)].sort()]),
  );
  return { links: sorted, problems };
}

/** The compiler options every app type-checks with (tsconfig.base.json), without emitting or global types. */
function compilerOptions() {
  const t = ts();
  const config = t.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.base.json'), {}, { ...t.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  return { ...config.options, types: [], noEmit: true };
}

/** Resolves the arguments that are not literals by their types: each must be a union of string literals. */
function followTypes(dynamic, { add, problems }) {
  const t = ts();
  const files = [...new Set(dynamic.map((d) => d.file))];
  const program = t.createProgram(files, compilerOptions());
  const checker = program.getTypeChecker();
  for (const { file, node, where } of dynamic) {
    const sourceFile = program.getSourceFile(file);
    // The same position in the program's copy of the file (the first parse was only syntax).
    const found = findNodeAt(sourceFile, node.getStart(), node.getEnd());
    const type = found && checker.getTypeAtLocation(found);
    // `undefined` and `null` are no names (the left of `a ?? 'browse'`): the literals around them are.
    const nothing = t.TypeFlags.Undefined | t.TypeFlags.Null;
    const parts = (type ? (type.isUnion() ? type.types : [type]) : []).filter((part) => !(part.flags & nothing));
    const literal = parts.length > 0 && parts.every((part) => part.isStringLiteral());
    if (!literal) {
      problems.push(`${where}: the route name passed to href() has the type ${type ? checker.typeToString(type) : 'unknown'}; give it a union of the names it can be, so the link can be found.`);
    } else if (type.aliasSymbol?.getName() === 'RouteName') {
      problems.push(`${where}: the route name passed to href() could be any RouteName; give it a union of the names it can be, so the link can be found.`);
    } else {
      for (const part of parts) add(part.value, file);
    }
  }
}

function findNodeAt(sourceFile, start, end) {
  let match;
  const visit = (node) => {
    if (node.getStart(sourceFile) <= start && node.getEnd() >= end) {
      if (node.getStart(sourceFile) === start && node.getEnd() === end) match = node;
      ts().forEachChild(node, visit);
    }
  };
  visit(sourceFile);
  return match;
}

/** The `{{href:name}}` links of the shell's document frame (docs/decisions/0023). */
function frameLinks(file, label = (f) => path.relative(ROOT, f)) {
  const links = {};
  for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\{\{href:([A-Za-z0-9]+)\}\}/g)) links[name] = [label(file)];
  return links;
}

/** Merges name -> where maps. */
function mergeLinks(...maps) {
  const merged = new Map();
  for (const map of maps) for (const [name, places] of Object.entries(map)) merged.set(name, new Set([...(merged.get(name) ?? []), ...places]));
  return Object.fromEntries([...merged.keys()].sort().map((name) => [name, [...merged.get(name)].sort()]));
}

module.exports = { findRouteLinks, frameLinks, mergeLinks };
