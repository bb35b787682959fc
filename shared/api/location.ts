import {
  adjustLocationMax,
  deleteLocation,
  getLocation,
  listAllLocations,
  listLocations,
  saveLocation,
} from '../contracts/location';
import type { ListAnswer } from '../model/list';
import type { Location, LocationDetail, LocationRow } from '../model/location';
import type { LocationListQuery } from '../model/location-list';
import type { LocationInput } from '../rules/location';
import { call, type CallOptions } from './call';
import { toQueryText } from './list-query-text';
import type { InputOf } from '../contracts/endpoint';
import type { ApiClient } from './client';

/** Every location with its running services counted ({@link listAllLocations}). */
export const fetchLocations = (client: ApiClient, options?: CallOptions): Promise<LocationRow[]> =>
  call(client, listAllLocations, {}, options);

/** One page of the location list ({@link listLocations}). */
export const fetchLocationPage = (
  client: ApiClient,
  query: LocationListQuery,
  options?: CallOptions,
): Promise<ListAnswer<LocationRow>> =>
  call(
    client,
    listLocations,
    { query: toQueryText<InputOf<typeof listLocations.query>>(query) },
    options,
  );

/** One location with its running services ({@link getLocation}). */
export const fetchLocation = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<LocationDetail> => call(client, getLocation, { params: { id } }, options);

/** Creates or updates a location ({@link saveLocation}); 409 on a stale version. */
export const storeLocation = (
  client: ApiClient,
  location: LocationInput,
  options?: CallOptions,
): Promise<Location> => call(client, saveLocation, { body: location }, options);

/** Deletes a location ({@link deleteLocation}); 409 while a service uses it. */
export const removeLocation = (client: ApiClient, id: number, options?: CallOptions) =>
  call(client, deleteLocation, { params: { id } }, options);

/** Raises a location's capacity to its services' largest maximum ({@link adjustLocationMax}). */
export const raiseLocationCapacity = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<Location> => call(client, adjustLocationMax, { params: { id } }, options);
