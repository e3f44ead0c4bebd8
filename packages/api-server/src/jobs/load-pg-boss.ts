/**
 * pg-boss ships ES modules only. Node 20.19+ loads them with `import()` (tsx, production). Under jest the code is
 * compiled to CommonJS, which turns `import()` into jest's `require`, and that refuses ES modules; the `import()`
 * below is written inside a direct eval so no compiler rewrites it, and jest's own ES-module loader (the suite runs
 * with --experimental-vm-modules) loads the same files.
 */
type PgBossModule = typeof import('pg-boss');

let loaded: Promise<PgBossModule> | null = null;

export function loadPgBoss(): Promise<PgBossModule> {
  // eslint-disable-next-line no-eval -- a literal import the CommonJS compile of jest must not rewrite (see above)
  loaded ??= eval("import('pg-boss')") as Promise<PgBossModule>;
  return loaded;
}
