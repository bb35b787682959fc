import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * A column with its table's name, for a correlated subquery in `sql`: drizzle writes a bare
 * `"id"` when a query reads one table, which inside a subquery would name the subquery's own
 * column instead of the outer row's.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
