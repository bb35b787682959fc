import type { APIRequestContext } from '@playwright/test';
import type { Location } from '../../../shared/model/location';
import type { Stop } from '../../../shared/model/stop';
import { bearerFor } from './api';

/** A name no other spec run uses: `prefix` and the time to the millisecond, plus a counter. */
let serial = 0;
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++serial}`;

/** A location of the spec's own, created as the demo administrator through the API. */
export async function createLocation(
  request: APIRequestContext,
  location: { name: string; room: string; capacity: number },
): Promise<Location> {
  const headers = await bearerFor(request, 'admin@kitebook.test');
  const response = await request.put('/api/location', { headers, data: location });
  if (!response.ok()) throw new Error(`Creating a location failed: ${response.status()}`);
  return (await response.json()) as Location;
}

/** A stop of the spec's own, created as the demo administrator through the API. */
export async function createStop(
  request: APIRequestContext,
  stop: { name: string; street: string },
): Promise<Stop> {
  const headers = await bearerFor(request, 'admin@kitebook.test');
  const response = await request.post('/api/stop/', { headers, data: stop });
  if (!response.ok()) throw new Error(`Creating a stop failed: ${response.status()}`);
  return (await response.json()) as Stop;
}
