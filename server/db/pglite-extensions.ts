import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`), which PGlite can only
 * run when they were handed to `PGlite.create`. Every place that opens PGlite passes these: a
 * database whose indexes use an extension's operator classes fails on writes without it.
 *
 * - pg_trgm: trigram GIN indexes, so a name search (`ILIKE '%…%'`) reads the index instead of
 *   every person (migration office_list_indexes, issue 17's bench).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
