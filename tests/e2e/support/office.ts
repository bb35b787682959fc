import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CustomerBookingResult } from '../../../shared/model/booking';
import type { ParticipantRecord } from '../../../shared/model/participant';
import type { CustomerFixture } from '../../support/api-fixtures';
import { newFamily, publicOffer } from './families';
import { uniqueName } from './places';
import { signedInAs } from './session';

/**
 * The opening steps of the office specs (office-bookings, office-booking-dialog,
 * office-participants): a family of the spec's own made through the API, then the office
 * signed in on a desktop at the screen, without the form.
 *
 * ```ts
 * const { familyName, bookingId } = await campRequest(request, 'Storno', 'Lena', 'Ben');
 * await openOffice(page, `/booking/${bookingId}`);
 * ```
 */

/** A camp every spec may book: its places may run out, so the request confirms the warnings. */
export const SHARED_CAMP = 'Winter Art Camp';

export const DESKTOP = { width: 1280, height: 900 };

/** What {@link campRequest} made. */
export interface CampRequest {
  /** The family's name, unique to the run ('Storno mwx…'); the child is `Given familyName`. */
  familyName: string;
  parent: CustomerFixture;
  child: ParticipantRecord;
  /** The PENDING booking the parent asked for. */
  bookingId: number;
}

/**
 * A new family (`parentName`, a family name from `prefix`) whose one child (P3) the parent
 * booked on {@link SHARED_CAMP} through the API: a PENDING request for the office to decide.
 */
export async function campRequest(
  request: APIRequestContext,
  prefix: string,
  parentName: string,
  childName: string,
): Promise<CampRequest> {
  const familyName = uniqueName(prefix);
  const camp = await publicOffer(request, 'HOLIDAY_CAMP', SHARED_CAMP);
  const { parent, children } = await newFamily(request, parentName, {
    familyName,
    schoolYear: camp.schoolYear,
    children: [{ givenName: childName, grade: 'P3' }],
  });
  const child = children[0]!;
  const booked = await parent.call('PUT', '/api/booking/customer', {
    body: {
      serviceId: camp.id,
      participantId: child.id,
      confirmedWarnings: ['noEventCapacityLeft', 'noLocationCapacityLeft'],
    },
  });
  expect(booked.status, JSON.stringify(await booked.json())).toBe(200);
  const { bookingId } = (await booked.json()) as CustomerBookingResult;
  return { familyName, parent, child, bookingId };
}

/** The office screen at `path` on a desktop, `who` (the demo admin by default) signed in. */
export async function openOffice(page: Page, path: string, who = 'admin'): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, who, path);
}
