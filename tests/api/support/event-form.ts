import type { EventBaseData } from '../../../shared/model/base-data';
import type { TestApp } from './test-app';

/** The first bytes of a PNG: enough for the content check. */
export const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);

/** `PUT /api/event` as the dialog sends it: `event` as JSON and an optional `eventImage`. */
export async function putEvent(
  t: TestApp,
  headers: Record<string, string>,
  event: unknown,
  image?: { bytes: Uint8Array; type?: string },
) {
  const form = new FormData();
  form.set('event', JSON.stringify(event));
  if (image)
    form.set(
      'eventImage',
      new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type ?? 'image/png' }),
      'picture.png',
    );
  return t.app.request('/api/event', { method: 'PUT', body: form, headers });
}

/** The service dialog's base data, read as ADMIN. */
export async function readBaseData(t: TestApp, headers: Record<string, string>) {
  const response = await t.call('GET', '/api/event/base-data', { headers });
  return (await response.json()) as EventBaseData;
}

/** A valid new ECA service from the base data: one slot, a room for 100, prices of 0. */
export function validEcaEvent(base: EventBaseData, overrides: Record<string, unknown> = {}) {
  const room = base.locations.find((location) => location.capacity >= 20)!;
  return {
    name: 'Test Kites',
    businessArea: 'ECA',
    key: 'ECA-TEST',
    startDate: '2026-09-01',
    endDate: '2027-06-30',
    registrationDeadline: '2026-08-20',
    schoolYearId: base.bookingPhaseSchoolYear!.id,
    description: '<p>Build <strong>kites</strong></p>',
    eventTypeIds: [base.eventTypes[0]!.id],
    instructorIds: [base.instructors[0]!.id],
    locationId: room.id,
    minimumNumber: 4,
    maximumNumber: 12,
    grades: ['P3', 'P4'],
    language: 'EN',
    recurrences: [
      { dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:30' },
      { dayOfWeek: 'WEDNESDAY', time: '14:00', endTime: '15:30' },
    ],
    reminderTexts: [{ name: 'bringAlong', text: '<p>String and glue</p>' }],
    memberPrice: 90,
    totalPrice: 100,
    ...overrides,
  };
}
