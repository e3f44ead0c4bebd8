-- Trigram matching for title search (docs/decisions/0040-catalogue-query-plans.md): the works list's `query`
-- is a substring match (LIKE '%text%'), which a GIN trigram index answers without reading every title.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it in database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
