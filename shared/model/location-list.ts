import * as v from 'valibot';
import { choiceText, listQuerySchema } from './list';

/**
 * The query of `GET /api/location/list` and of the `/location` screen's URL: by name (then
 * room, capacity or the number of running services), a search in name and room, and whether
 * running services use the location.
 */
export const locationListQuery = listQuerySchema({
  orderBy: ['name', 'room', 'capacity', 'services'],
  search: true,
  filters: { used: v.optional(choiceText(['yes', 'no'])) },
});

/** The parsed location list query. */
export type LocationListQuery = v.InferOutput<typeof locationListQuery>;
