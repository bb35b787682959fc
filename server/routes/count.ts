import * as contract from '../../shared/contracts/count';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { countAll } from '../services/count/count-all';
import { readRollbackCounts } from '../services/school-year/rollback-school-year';

/** The counts of spec 002 §7: the dashboard's tiles and what a rollback would remove. */
export const countRoutes = [
  route(contract.getCounts, (c) => countAll(c.var.deps.db, requiredSession(c), schoolClock(c))),
  route(contract.getRollbackCounts, (c) => readRollbackCounts(c.var.deps.db, schoolClock(c).today)),
];
