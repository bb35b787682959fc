import * as contract from '../../shared/contracts/school-year';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { historyActor } from '../services/history/history-actor';
import {
  readBookingPhase,
  readCurrentSchoolYear,
  readSchoolYearInBookingPhase,
  readSchoolYears,
} from '../services/school-year/read-school-years';
import { rollOutSchoolYear } from '../services/school-year/roll-out-school-year';
import { rollbackSchoolYear } from '../services/school-year/rollback-school-year';
import { updateSchoolYear } from '../services/school-year/update-school-year';

/**
 * School years and booking phases (issue 21.1). Read from the database on every call, never
 * cached: the widgets and the booking checks follow a moved booking phase at once.
 */
export const schoolYearRoutes = [
  route(contract.listSchoolYears, (c) => readSchoolYears(c.var.deps.db)),
  route(contract.getCurrentSchoolYear, (c) =>
    readCurrentSchoolYear(c.var.deps.db, schoolClock(c).today),
  ),
  route(contract.getSchoolYearInBookingPhase, (c) =>
    readSchoolYearInBookingPhase(c.var.deps.db, schoolClock(c).now),
  ),
  route(contract.getBookingPhase, (c) => readBookingPhase(c.var.deps.db, schoolClock(c).now)),
  route(contract.patchSchoolYear, (c, { body }) =>
    updateSchoolYear(c.var.deps.db, body, historyActor(c)),
  ),
  // The pseudo-constants (cached reads) name the transition's state: forgotten after either, as
  // after every write (http/clearing-reads.ts).
  route(contract.rollOutSchoolYear, (c) =>
    rollOutSchoolYear(c.var.deps.db, schoolClock(c).today, historyActor(c)),
  ),
  route(contract.rollbackSchoolYear, (c) =>
    rollbackSchoolYear(c.var.deps.db, schoolClock(c).today, historyActor(c)),
  ),
];
