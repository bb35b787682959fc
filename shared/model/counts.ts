import type { BusinessArea } from './enums';

/** One business area's bookings on the dashboard (spec 002 §3 "Counts"). */
export interface AreaCounts {
  businessArea: BusinessArea;
  /** Bookings waiting for the office's decision (status PENDING), in any school year. */
  pending: number;
  /** Every booking of the area's services in {@link DashboardCounts.schoolYear}. */
  thisYear: number;
}

/**
 * `GET /api/count/all`: what the dashboard's tiles show. Each count is the total of the list its
 * tile opens, and is null for a caller who may not open that list.
 */
export interface DashboardCounts {
  /** The school year "this year" means: today's, else the one in its booking phase; or null. */
  schoolYear: { id: number; name: string } | null;
  /** Per business area, in the order of BUSINESS_AREAS; null without `booking.read.any`. */
  areas: AreaCounts[] | null;
  /** Every child (the office's participant list); null without `participant.manage.any`. */
  children: number | null;
  /** Sent e-mails that failed (the log's FAILED filter); null without `email.log`. */
  failedEmails: number | null;
  /** Sign-ups awaiting approval; null without `registration.manage`. */
  registrations: number | null;
  /**
   * Services of {@link schoolYear} (every year's without one) with an inconsistency, as the
   * service list's `inconsistent` filter finds them; null without `inconsistency.read.any` or
   * while the toggle `inconsistencies` is off.
   */
  inconsistentServices: number | null;
}
