import {
  deleteStop,
  getStop,
  listAllBusStops,
  listAllStops,
  listStops,
  saveStop,
} from '../../shared/contracts/stop';
import { route } from '../http/route';
import { deleteStop as removeStop } from '../services/stop/delete-stop';
import { listBusStops } from '../services/stop/list-bus-stops';
import { listStopPage } from '../services/stop/list-stop-page';
import { listStops as listAll } from '../services/stop/list-stops';
import { readStop } from '../services/stop/read-stop';
import { saveStop as storeStop } from '../services/stop/save-stop';

/** `/api/stop` and `/api/busstop/all`: the bus stops of spec 002 and the lines' stop rows. */
export const stopRoutes = [
  route(listAllStops, (c) => listAll(c.var.deps.db)),
  route(listStops, (c, { query }) => listStopPage(c.var.deps.db, query)),
  route(getStop, (c, { params }) => readStop(c.var.deps.db, params.id)),
  route(saveStop, (c, { body }) => storeStop(c.var.deps.db, body)),
  route(deleteStop, (c, { params }) => removeStop(c.var.deps.db, params.id)),
  route(listAllBusStops, (c) => listBusStops(c.var.deps.db, c.var.session ?? null)),
];
