import type { APIRequestContext } from '@playwright/test';
import type { BookingCheckResult } from '../../../shared/model/booking';
import type { BusinessArea } from '../../../shared/model/enums';
import type { PublicEventItem } from '../../../shared/model/event';
import type { ParticipantRecord } from '../../../shared/model/participant';
import type { CustomerFixture } from '../../support/api-fixtures';
import { addChild, addPaymentData, type ChildFixture } from '../../support/family-fixtures';
import { newTestCustomer } from './api';

/** The public offer `name` of `area` (`GET /api/event/public/{area}`), for its id and school year. */
export async function publicOffer(
  request: APIRequestContext,
  area: BusinessArea,
  name: string,
): Promise<PublicEventItem> {
  const response = await request.get(`/api/event/public/${area}`);
  if (!response.ok()) throw new Error(`Listing ${area} failed: ${response.status()}`);
  const offer = ((await response.json()) as PublicEventItem[]).find((item) => item.name === name);
  if (!offer) throw new Error(`No public ${area} offer ${name}`);
  return offer;
}

/** A family made by {@link newFamily}: the signed-in parent and the children in given order. */
export interface Family {
  parent: CustomerFixture;
  children: ParticipantRecord[];
}

/**
 * A paying family of the spec's own, for booking in a widget or the portal whatever other specs
 * book meanwhile: a new customer (`familyName`) with bank data, so no payment step comes, and
 * `children` in the classes of `schoolYear` (the offer's, see {@link publicOffer}).
 *
 * ```ts
 * const { parent } = await newFamily(request, 'Julia', {
 *   familyName: 'Brandl',
 *   schoolYear: (await publicOffer(request, 'ECA', 'Choir')).schoolYear,
 *   children: [{ givenName: 'Mia', grade: 'P3' }],
 * });
 * await signInInDialog(dialog, parent.login, parent.password);
 * ```
 */
export async function newFamily(
  request: APIRequestContext,
  givenName: string,
  {
    familyName,
    schoolYear = '',
    children = [],
  }: {
    familyName: string;
    schoolYear?: string;
    children?: Omit<ChildFixture, 'schoolYear'>[];
  },
): Promise<Family> {
  const parent = await newTestCustomer(request, givenName, { familyName });
  await addPaymentData(parent);
  const added: ParticipantRecord[] = [];
  for (const child of children) added.push(await addChild(parent, { ...child, schoolYear }));
  return { parent, children: added };
}

/** Whether the server counts the child as booked for the service (`PUT /api/booking/check-booking`). */
export async function isBooked(
  parent: CustomerFixture,
  booking: { serviceId: number; participantId: number },
): Promise<boolean> {
  const answer = await parent.call('PUT', '/api/booking/check-booking', { body: booking });
  if (answer.status !== 200) throw new Error(`Checking a booking failed: ${answer.status}`);
  const check = (await answer.json()) as BookingCheckResult;
  return check.errors.some(({ key }) => key === 'alreadyBooked');
}
