import {
  adjustLocationMax,
  deleteLocation,
  getLocation,
  listAllLocations,
  listLocations,
  saveLocation,
} from '../../shared/contracts/location';
import { route } from '../http/route';
import { adjustLocationMax as adjustMax } from '../services/location/adjust-location-max';
import { deleteLocation as removeLocation } from '../services/location/delete-location';
import { listLocationPage } from '../services/location/list-location-page';
import { listLocations as listAll } from '../services/location/list-locations';
import { readLocation } from '../services/location/read-location';
import { saveLocation as storeLocation } from '../services/location/save-location';
import { schoolToday } from '../http/school-day';

/** The day that decides which services still run (and so bind a location's capacity): the school's. */
const todayOf = schoolToday;

/** `/api/location`: the locations of spec 001 (list, record, save, delete, adjust to services). */
export const locationRoutes = [
  route(listAllLocations, (c) => listAll(c.var.deps.db, todayOf(c))),
  route(listLocations, (c, { query }) => listLocationPage(c.var.deps.db, query, todayOf(c))),
  route(getLocation, (c, { params }) => readLocation(c.var.deps.db, params.id, todayOf(c))),
  route(saveLocation, (c, { body }) => storeLocation(c.var.deps.db, body, todayOf(c))),
  route(deleteLocation, (c, { params }) => removeLocation(c.var.deps.db, params.id)),
  route(adjustLocationMax, (c, { params }) => adjustMax(c.var.deps.db, params.id, todayOf(c))),
];
