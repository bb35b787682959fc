import * as v from 'valibot';
import { choiceText, listQuerySchema } from './list';

/**
 * The query of `GET /api/stop/list` and of the `/stops` screen's URL: by name (then street or
 * the number of bus lines), a search in name and street, and whether a bus line stops there.
 */
export const stopListQuery = listQuerySchema({
  orderBy: ['name', 'street', 'lines'],
  search: true,
  filters: { used: v.optional(choiceText(['yes', 'no'])) },
});

/** The parsed stop list query. */
export type StopListQuery = v.InferOutput<typeof stopListQuery>;
