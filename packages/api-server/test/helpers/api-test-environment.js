/**
 * The API tests' jest environment: Node's, plus `siftWorkerCache`, a Map that lives as long as the jest worker.
 * Jest gives every test file a fresh module registry, so a module-level cache in a test helper lasts one file; this
 * module is loaded once per worker, outside those registries. database-templates.ts keeps the worker's database
 * templates in it (docs/decisions/0080).
 */
const { TestEnvironment } = require('jest-environment-node');

const workerCache = new Map();

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.siftWorkerCache = workerCache;
  }
}

module.exports = ApiTestEnvironment;
