/** A room of the school where services take place (spec 001 §3 "Location"). */
export interface Location {
  id: number;
  /** Optimistic locking: a save with an older version answers 409. */
  version: number;
  name: string;
  room: string;
  /** How many people the room holds; a service's maximum may not exceed it (spec 002 §5). */
  capacity: number;
}

/** A service held at a location, with the maximum number of participants it allows. */
export interface LocationService {
  id: number;
  name: string;
  maximumNumber: number;
}

/** A row of the location list: the location and how many running services use it. */
export interface LocationRow extends Location {
  serviceCount: number;
}

/**
 * One location as its dialog loads it: the record and the running services held there (not
 * cancelled, not ended), whose largest maximum is the least capacity the location may have.
 */
export interface LocationDetail extends Location {
  services: LocationService[];
}
