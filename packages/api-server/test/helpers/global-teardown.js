// Drops the run's template databases on PostgreSQL (sift_template_<run>_..., database-templates.ts). PGlite's
// templates live in the workers' memory and end with them.
module.exports = async function globalTeardown() {
  const run = process.env.SIFT_TEST_RUN;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!run || !adminUrl) return;
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`sift_template_${run}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
