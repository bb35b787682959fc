import { afterEach, describe, expect, it } from 'vitest';
import {
  bookAsCustomer,
  bookParentActivity,
  calculatePrice,
  checkBooking,
  checkParentActivity,
} from './booking';
import { getBusStops } from './bus-stop';
import { getChildmindingOffer, registerChildminding } from './childminding';
import { createApiClient } from './client';
import { getPublicEvents } from './event';
import { saveParticipant } from './participant';
import { startTestServer, type TestServer } from './test-server';

describe('event, booking and participant calls', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  const clientOf = async (answer: unknown) => {
    server = await startTestServer(() => [200, answer]);
    return createApiClient({ baseURL: server.baseURL, getToken: () => 't' });
  };

  it('lists public services with the filters as query', async () => {
    const client = await clientOf([]);
    await getPublicEvents(client, 'ECA', { grade: 'P3', weekday: 'MONDAY' });
    expect(server!.seen[0]!.url).toBe('/api/event/public/ECA?grade=P3&weekday=MONDAY');
  });

  it("asks for the price with the spec's query names, slots comma-joined", async () => {
    const client = await clientOf({ amount: 90, labelKey: 'booking.price.servicePrice' });
    await calculatePrice(client, 7, 9, { isSingleDay: true, recurrenceIds: [3, 4] });
    expect(decodeURIComponent(server!.seen[0]!.url)).toBe(
      '/api/booking/calculate-price?service-id=7&participant-id=9&is-single-day=true&recurrence-ids=3,4',
    );
  });

  it('checks and books with PUT and a JSON body, saves a child as a form', async () => {
    const client = await clientOf({ errors: [], warnings: [] });
    await checkBooking(client, { serviceId: 7, participantId: 9 });
    await bookAsCustomer(client, {
      serviceId: 7,
      participantId: 9,
      confirmedWarnings: ['noEventCapacityLeft'],
    });
    await saveParticipant(client, {
      person: { givenName: 'A', familyName: 'B', gender: 'MALE' },
    });
    const [participant] = server!.seen.splice(2);
    expect(participant).toMatchObject({ method: 'PUT', url: '/api/participant/' });
    // Multipart: the participant's JSON in the `person` field (the picture would be `imageFile`).
    expect(participant!.body).toContain('name="person"');
    expect(participant!.body).toContain(
      '{"person":{"givenName":"A","familyName":"B","gender":"MALE"}}',
    );
    expect(server!.seen.map(({ method, url, body }) => [method, url, JSON.parse(body)])).toEqual([
      ['PUT', '/api/booking/check-booking', { serviceId: 7, participantId: 9 }],
      [
        'PUT',
        '/api/booking/customer',
        { serviceId: 7, participantId: 9, confirmedWarnings: ['noEventCapacityLeft'] },
      ],
    ]);
  });

  it('reads the stops of a line and the childminding offer', async () => {
    const client = await clientOf([]);
    await getBusStops(client, 12);
    await getChildmindingOffer(client);
    expect(server!.seen.map(({ method, url }) => [method, url])).toEqual([
      ['GET', '/api/busstop/event/12'],
      ['GET', '/api/booking/childminding'],
    ]);
  });

  it('registers for childminding and parent activities with PUT and a JSON body', async () => {
    const client = await clientOf({ bookingId: 1, serviceId: 7, status: 'PENDING' });
    const registration = {
      serviceId: 7,
      participantId: 9,
      weekdays: ['MONDAY' as const],
      endTime: '18:15' as const,
      startDate: '2026-12-01',
    };
    await registerChildminding(client, registration);
    await checkParentActivity(client, 8);
    await bookParentActivity(client, { serviceId: 8 });
    await bookAsCustomer(client, { serviceId: 5, participantId: 9, stopId: 3, recurrenceIds: [1] });
    expect(server!.seen.map(({ method, url, body }) => [method, url, JSON.parse(body)])).toEqual([
      ['PUT', '/api/booking/childminding', registration],
      ['PUT', '/api/booking/parent-activity/check', { serviceId: 8 }],
      ['PUT', '/api/booking/parent-activity', { serviceId: 8 }],
      [
        'PUT',
        '/api/booking/customer',
        { serviceId: 5, participantId: 9, stopId: 3, recurrenceIds: [1] },
      ],
    ]);
  });
});
