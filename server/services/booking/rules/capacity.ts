/** Whether a service with `placesLeft` places left (null: no maximum) has none for one more. */
export function isServiceFull(placesLeft: number | null): boolean {
  return placesLeft !== null && placesLeft <= 0;
}

/** Whether a room of `capacity` people is full with `present` already booked at the same time. */
export function isRoomFull(capacity: number, present: number): boolean {
  return present >= capacity;
}
