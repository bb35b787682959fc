import {
  SchoolYearUpdateSchema,
  type BookingPhase,
  type SchoolYearItem,
} from '../model/school-year';
import type { NextSchoolYearTransition } from '../model/school-year-transition';
import { endpoint } from './endpoint';

/**
 * School years and their booking phases (spec 002 §3, §4, §7; issue 21.1): the management
 * screen's reads and its one write. Which year customers book for is open to everyone, as the
 * widgets follow it.
 */

/** `GET api/school-year`: every school year, latest first, with its booking phase's start. */
export const listSchoolYears = endpoint<SchoolYearItem[]>()({
  method: 'GET',
  path: '/api/school-year',
  can: 'schoolYear.read',
});

/** `GET api/school-year/current`: the year today (the school's date) lies in, or null. */
export const getCurrentSchoolYear = endpoint<SchoolYearItem | null>()({
  method: 'GET',
  path: '/api/school-year/current',
  can: 'schoolYear.read',
});

/** `GET api/school-year/in-booking-phase`: the year customers book for now, or null. */
export const getSchoolYearInBookingPhase = endpoint<SchoolYearItem | null>()({
  method: 'GET',
  path: '/api/school-year/in-booking-phase',
  can: 'schoolYear.phase',
});

/** `GET api/school-year/booking-phase`: the booking phase in force now, or null before any. */
export const getBookingPhase = endpoint<BookingPhase | null>()({
  method: 'GET',
  path: '/api/school-year/booking-phase',
  can: 'schoolYear.phase',
});

/**
 * `PATCH api/school-year/`: a year's booking-phase start (the latest edit wins), childminding
 * start or trimester ends (with the version read, 409 when stale). Answers the year as saved.
 */
export const patchSchoolYear = endpoint<SchoolYearItem>()({
  method: 'PATCH',
  path: '/api/school-year',
  trailingSlash: true,
  can: 'schoolYear.manage',
  body: SchoolYearUpdateSchema,
});

/**
 * Rolls out the upcoming school year (spec 002 §4; issue 21.2): every participant's class of the
 * year before moves up a grade into it, and the services marked to continue are copied into it
 * as drafts, in one transaction. A second call after it finished changes nothing. Answers the
 * transition as it stands (ROLLBACK_POSSIBLE); 409 without an upcoming year.
 */
export const rollOutSchoolYear = endpoint<NextSchoolYearTransition>()({
  method: 'PATCH',
  path: '/api/school-year/roll-out',
  can: 'schoolYear.manage',
});

/**
 * `PATCH api/school-year/rollback` (spec 002 §4, §7): removes what the roll-out made, in one
 * transaction, and sets NOT_ROLLED_OUT. Ignored (the state answered as it is) unless a rollback
 * is possible; 409 `schoolYear.transition.bookingsExist` once the upcoming year has bookings.
 */
export const rollbackSchoolYear = endpoint<NextSchoolYearTransition>()({
  method: 'PATCH',
  path: '/api/school-year/rollback',
  can: 'schoolYear.manage',
});
