import * as v from 'valibot';
import { idSchema, MAX_INT4, versionSchema } from '../model/storable';
import type { LocationService } from '../model/location';
import { textSchema } from './text';

/** Message keys of the location rules (spec 001 §5 "Location"; the spec names none). */
export const LOCATION_KEYS = {
  name: 'locations.rules.name',
  room: 'locations.rules.room',
  capacity: 'locations.rules.capacity',
  capacityBelowServices: 'locations.rules.capacity-below-services',
  inUse: 'locations.message.inUse',
} as const;

/**
 * Capacity: required, a whole number, not negative (and what the database's integer holds).
 * Missing or null (an empty field) reports the same message as a wrong number.
 */
export const capacitySchema = v.pipe(
  // The default makes a missing key run the pipe, so it reports this rule's message.
  v.nullish(v.number(LOCATION_KEYS.capacity), null),
  v.check((value) => value !== null && value !== undefined, LOCATION_KEYS.capacity),
  v.transform((value) => value as number),
  v.integer(LOCATION_KEYS.capacity),
  v.minValue(0, LOCATION_KEYS.capacity),
  v.maxValue(MAX_INT4, LOCATION_KEYS.capacity),
);

/** The services whose maximum number of participants exceeds `capacity`, largest first. */
export function servicesAboveCapacity<S extends Pick<LocationService, 'maximumNumber'>>(
  capacity: number,
  services: readonly S[],
): S[] {
  return services
    .filter((service) => service.maximumNumber > capacity)
    .sort((a, b) => b.maximumNumber - a.maximumNumber);
}

/** The services a capacity refusal names: "Football (24), Chess (20)". */
export const namesOfServices = (services: readonly LocationService[]) =>
  services.map((service) => `${service.name} (${service.maximumNumber})`).join(', ');

/** Options of {@link locationSchema}. */
export interface LocationSchemaOptions {
  /**
   * The running services held at the location: the capacity may not fall below their largest
   * maximum (`locations.rules.capacity-below-services`). The dialog passes what it loaded; the
   * server checks again against the database when it saves.
   */
  services?: readonly LocationService[];
}

/**
 * A location as its dialog edits it and `PUT /api/location` receives it (spec 001 §5): name
 * and room required, under 256 characters; capacity required, a whole number, not negative.
 * Without `id` a new location is created; with it, `version` is the one the dialog loaded.
 */
/* @__NO_SIDE_EFFECTS__ */ export function locationSchema({
  services = [],
}: LocationSchemaOptions = {}) {
  return v.object({
    id: v.optional(v.nullable(idSchema)),
    version: v.optional(v.nullable(versionSchema)),
    name: textSchema({ required: true, messageKey: LOCATION_KEYS.name }),
    room: textSchema({ required: true, messageKey: LOCATION_KEYS.room }),
    capacity: v.pipe(
      capacitySchema,
      v.check(
        (capacity) => servicesAboveCapacity(capacity, services).length === 0,
        LOCATION_KEYS.capacityBelowServices,
      ),
    ),
  });
}

/** The request schema of `PUT /api/location` (the services are checked in the transaction). */
export const locationInputSchema = locationSchema();

/** What `PUT /api/location` receives after the rules: trimmed texts, a checked capacity. */
export type LocationInput = v.InferOutput<typeof locationInputSchema>;
