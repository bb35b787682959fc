import type { BookingStatus, BusinessArea } from './enums';
import type { TodaysRegister } from './presence';

/** How many days "the next services" looks ahead, today included (a rolling school week). */
export const DASHBOARD_WEEK_DAYS = 7;

/** One service date of a child within the dashboard's week. */
export interface DashboardServiceDay {
  bookingId: number;
  serviceId: number;
  name: string;
  businessArea: BusinessArea;
  /** yyyy-MM-dd, in the school's time zone. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  endTime: string | null;
}

/** A child of the caller's family (or, for a guardian, a child they collect). */
export interface DashboardChild {
  id: number;
  givenName: string;
  familyName: string;
  /** The caller's own child; false for a child a guardian is linked to as pick-up person. */
  own: boolean;
  /** The accepted bookings' service days from today on, within {@link DASHBOARD_WEEK_DAYS}, by date and time. */
  nextServices: DashboardServiceDay[];
}

/** A booking that waits for the office: a request (PENDING) or a place on the waiting list. */
export interface DashboardRequest {
  bookingId: number;
  status: Extract<BookingStatus, 'PENDING' | 'WAITING_LIST'>;
  participantId: number;
  givenName: string;
  serviceName: string;
  businessArea: BusinessArea;
  /** The day it was booked (yyyy-MM-dd). */
  registrationDate: string;
  /** A waiting-list place's open offer: until when (ISO instant) the family may accept it. */
  offerExpiresAt: string | null;
}

/** A child without a class in the coming school year (the office needs it to place bookings). */
export interface DashboardMissingClass {
  participantId: number;
  givenName: string;
  /** The coming school year's name ('2027/28'). */
  schoolYear: string;
}

/** The family's newest invoice on file. */
export interface DashboardInvoice {
  id: number;
  name: string;
  /** ISO timestamp of the document's last change. */
  modified: string;
}

/**
 * `GET /api/my/dashboard`: the personal area's start page for the caller's own family, found
 * from the session alone (issue 19.1). Parts the caller has no use for are empty or null.
 */
export interface MyDashboard {
  /** The school's today (yyyy-MM-dd): the first day of the week shown. */
  today: string;
  /** Whether the caller pays for a family (has a customer record). */
  hasFamily: boolean;
  children: DashboardChild[];
  /** Open requests and waiting-list places, newest first. */
  requests: DashboardRequest[];
  /** What the family must do. */
  todo: {
    /** The payment form still lacks address, bank data or the mandate (customers only). */
    paymentMissing: boolean;
    classMissing: DashboardMissingClass[];
    /**
     * Waiting-list places offered a freed place, open until `offerExpiresAt` (issue 23.5): the
     * family accepts (PENDING) or declines it (`PUT /api/booking/waiting-list`).
     */
    offers: DashboardRequest[];
  };
  /** The newest document of type INVOICE, or null when none was issued yet. */
  latestInvoice: DashboardInvoice | null;
  /** The services the caller teaches today, each with its register; null for a non-instructor. */
  registers: TodaysRegister[] | null;
}
