// The run id the jest workers inherit through the environment: it names the run's template databases on PostgreSQL
// (database-templates.ts), which global-teardown.js drops.
const { randomBytes } = require('node:crypto');

module.exports = async function globalSetup() {
  process.env.SIFT_TEST_RUN = randomBytes(4).toString('hex');
};
