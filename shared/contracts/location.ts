import * as v from 'valibot';
import type { ListAnswer } from '../model/list';
import type { Location, LocationDetail, LocationRow } from '../model/location';
import { locationListQuery } from '../model/location-list';
import { idTextSchema } from '../model/storable';
import { locationInputSchema } from '../rules/location';
import { endpoint } from './endpoint';

const idParams = v.object({ id: idTextSchema });

/**
 * `GET /api/location/all`: every location with the number of running services held there, by
 * name and room (pickers, base data, the location list).
 */
export const listAllLocations = endpoint<LocationRow[]>()({
  method: 'GET',
  path: '/api/location/all',
  can: 'location.read',
});

/**
 * `GET /api/location/list`: one page of the locations for the office's list (the list
 * contract: page, pageSize, orderBy name|room|capacity|services, asc, search, used=yes|no),
 * with the total.
 */
export const listLocations = endpoint<ListAnswer<LocationRow>>()({
  method: 'GET',
  path: '/api/location/list',
  can: 'location.read',
  query: locationListQuery,
});

/** `GET /api/location/{id}`: one location with the running services held there; 404 if none. */
export const getLocation = endpoint<LocationDetail>()({
  method: 'GET',
  path: '/api/location/:id{[0-9]+}',
  can: 'location.read',
  params: idParams,
});

/**
 * `PUT /api/location`: creates (no `id`) or updates a location (spec 001 §5 rules). 400 with
 * the field issues; `capacity` below a running service's maximum is refused naming them; 409
 * when `version` is stale; 404 for an unknown id. Answers the stored location.
 */
export const saveLocation = endpoint<Location>()({
  method: 'PUT',
  path: '/api/location',
  can: 'location.manage',
  body: locationInputSchema,
});

/** `DELETE /api/location/{id}`: 204; 409 `locations.message.inUse` while a service uses it. */
export const deleteLocation = endpoint<void>()({
  method: 'DELETE',
  path: '/api/location/:id{[0-9]+}',
  can: 'location.manage',
  params: idParams,
});

/**
 * `PUT /api/location/adjust-location-max/{id}` (spec 001 §7, the LOCATION_MAX inconsistency):
 * raises the capacity to the largest maximum of its running services; answers the location.
 */
export const adjustLocationMax = endpoint<Location>()({
  method: 'PUT',
  path: '/api/location/adjust-location-max/:id{[0-9]+}',
  can: 'location.manage',
  params: idParams,
});
