import type { DashboardCounts } from '../model/counts';
import type { RollbackCounts } from '../model/school-year-transition';
import { endpoint } from './endpoint';

/**
 * The counts of spec 002 §7 "Counts": the dashboard's tiles and what a rollback of the upcoming
 * school year would remove.
 */

/** `GET /api/count/all`: the dashboard's tiles, each for a caller who may open its list. */
export const getCounts = endpoint<DashboardCounts>()({
  method: 'GET',
  path: '/api/count/all',
  can: 'dashboard.counts',
});

/** `GET api/count/rollback-counts`: what a rollback would remove, and the bookings refusing it. */
export const getRollbackCounts = endpoint<RollbackCounts>()({
  method: 'GET',
  path: '/api/count/rollback-counts',
  can: 'schoolYear.manage',
});
