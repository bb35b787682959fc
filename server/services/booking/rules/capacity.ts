/** Whether a service with `maximumNumber` places (null: no limit) has none left for one more. */
export function isServiceFull(maximumNumber: number | null, taken: number): boolean {
  return maximumNumber !== null && taken >= maximumNumber;
}

/** Whether a room of `capacity` people is full with `present` already booked at the same time. */
export function isRoomFull(capacity: number, present: number): boolean {
  return present >= capacity;
}
