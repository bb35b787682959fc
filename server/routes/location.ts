import type { Context } from 'hono';
import {
  adjustLocationMax,
  deleteLocation,
  getLocation,
  listAllLocations,
  listLocations,
  saveLocation,
} from '../../shared/contracts/location';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { adjustLocationMax as adjustMax } from '../services/location/adjust-location-max';
import { deleteLocation as removeLocation } from '../services/location/delete-location';
import { listLocationPage } from '../services/location/list-location-page';
import { listLocations as listAll } from '../services/location/list-locations';
import { readLocation } from '../services/location/read-location';
import { saveLocation as storeLocation } from '../services/location/save-location';

/**
 * The day that decides which services still run (and so bind a location's capacity). The UTC
 * date of the app's clock, as the validators take it today; the school's time zone replaces
 * both in one place (server/http/school-day.ts) when it lands.
 */
const todayOf = (c: Context<AppEnv>) => c.var.deps.now().toISOString().slice(0, 10);

/** `/api/location`: the locations of spec 001 (list, record, save, delete, adjust to services). */
export const locationRoutes = [
  route(listAllLocations, (c) => listAll(c.var.deps.db, todayOf(c))),
  route(listLocations, (c, { query }) => listLocationPage(c.var.deps.db, query, todayOf(c))),
  route(getLocation, (c, { params }) => readLocation(c.var.deps.db, params.id, todayOf(c))),
  route(saveLocation, (c, { body }) => storeLocation(c.var.deps.db, body, todayOf(c))),
  route(deleteLocation, (c, { params }) => removeLocation(c.var.deps.db, params.id)),
  route(adjustLocationMax, (c, { params }) => adjustMax(c.var.deps.db, params.id, todayOf(c))),
];
