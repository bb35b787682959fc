import { expect, test, type APIRequestContext } from '@playwright/test';
import type { EventBaseData } from '../../shared/model/base-data';
import type { EventRecord } from '../../shared/model/event-record';
import type { BookingRecord } from '../../shared/model/booking-record';
import { bearerFor } from './support/api';
import { violationsWhenSettled } from './support/axe';
import { signInInDialog, startBooking } from './support/booking-dialog';
import { newFamily, publicOffer } from './support/families';
import { createLocation, uniqueName } from './support/places';
import { signedInAs } from './support/session';
import { demoUrl, expectReady, recordWidgetEvents } from './support/widget-demo';

const ADMIN = 'admin@kitebook.test';

/**
 * An ECA service of the spec's own with one place, in the school year the widget offers (the
 * demo's Choir's).
 */
async function serviceWithOnePlace(request: APIRequestContext) {
  const headers = await bearerFor(request, ADMIN);
  const choir = await publicOffer(request, 'ECA', 'Choir');
  const base = (await (
    await request.get('/api/event/base-data', { headers })
  ).json()) as EventBaseData;
  const schoolYear = base.schoolYears.find((option) => option.name === choir.schoolYear)!;
  const name = uniqueName('E2E Waiting Pottery');
  const location = await createLocation(request, { name, room: 'Studio', capacity: 20 });
  const saved = await request.put('/api/event', {
    headers,
    multipart: {
      event: JSON.stringify({
        name,
        businessArea: 'ECA',
        key: 'ECA-E2E-WAITING',
        startDate: choir.startDate,
        endDate: choir.endDate,
        schoolYearId: schoolYear.id,
        eventTypeIds: [base.eventTypes[0]!.id],
        grades: ['P3'],
        minimumNumber: 0,
        maximumNumber: 1,
        locationId: location.id,
        recurrences: [{ dayOfWeek: 'FRIDAY', time: '16:00', endTime: '17:00' }],
        instructorIds: [],
        memberPrice: 30,
        totalPrice: 40,
      }),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { service: (await saved.json()) as EventRecord, schoolYear: choir.schoolYear };
}

/** The office books `participantId` onto the service (over nothing: it takes the one place). */
async function officeBooks(request: APIRequestContext, serviceId: number, participantId: number) {
  const booked = await request.put('/api/booking', {
    headers: await bearerFor(request, ADMIN),
    data: { participantId, serviceId, bookingStatus: 'ACCEPTED' },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return (await booked.json()) as BookingRecord;
}

test('a parent joins a full service’s waiting list in the widget and accepts the freed place in the portal', async ({
  page,
  request,
}, testInfo) => {
  const { service, schoolYear } = await serviceWithOnePlace(request);
  // One family of the spec's own (a sign-up costs seconds): Tom holds the one place.
  const { parent, children } = await newFamily(request, 'Julia', {
    familyName: uniqueName('Waiting'),
    schoolYear,
    children: [
      { givenName: 'Tom', grade: 'P3' },
      { givenName: 'Mia', grade: 'P3' },
    ],
  });
  const held = await officeBooks(request, service.id!, children[0]!.id);

  // In the ECA widget: the service is full, so the parent is offered its waiting list.
  await recordWidgetEvents(page);
  await page.goto(demoUrl(testInfo, 'index.html'));
  await expectReady(page, 1);
  const dialog = await startBooking(page, service.name);
  await signInInDialog(dialog, parent.login, parent.password);
  await dialog.getByRole('radio', { name: /Mia/ }).check();
  await dialog.getByRole('button', { name: 'Book now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('waiting list');
  await confirm.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    dialog.getByRole('heading', { name: 'Your child is on the waiting list.' }),
  ).toBeFocused();

  // The office cancels Tom's booking: the place is offered to Mia, first on the list.
  const headers = await bearerFor(request, ADMIN);
  const cancelled = await request.put('/api/booking/cancel-booking', {
    headers,
    data: {
      id: held.id,
      version: null,
      immediately: true,
      notes: '',
      sendEmail: false,
    },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // In the portal the parent sees the offer with its deadline, and accepts it.
  await signedInAs(page, parent, '/my/bookings');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Mia' })
    .getByRole('link', { name: `Details of ${service.name}` })
    .click();
  const offer = page.getByRole('region', { name: 'A place is free for you' });
  await expect(offer).toContainText(/held for you until .+\d{1,2}:\d{2}/);
  expect(await violationsWhenSettled(page)).toEqual([]);
  await offer.getByRole('button', { name: 'Accept the place' }).click();
  await expect(
    page.getByText('You accepted the place; the office confirms your booking.'),
  ).toBeVisible();
  await expect(offer).toBeHidden();
});
