/** The query that opens /event or /booking for one service or participant (spec 000 §2). */
export const PLAN_QUERY = 'plan';

/** `/event?plan=<service name>`: the activities screen opened for one service. */
export function eventPlanPath(serviceName: string): string {
  return `/event?${new URLSearchParams({ [PLAN_QUERY]: serviceName })}`;
}

/** `/booking?plan=<given family>`: the bookings screen opened for one participant. */
export function bookingPlanPath(participant: { givenName: string; familyName: string }): string {
  const name = `${participant.givenName} ${participant.familyName}`.trim();
  return `/booking?${new URLSearchParams({ [PLAN_QUERY]: name })}`;
}
