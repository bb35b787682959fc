import type { MyDashboard } from '../model/my-dashboard';
import { endpoint } from './endpoint';

/**
 * `GET /api/my/dashboard` (issue 19.1): the personal area's start page — each child's services
 * of the coming week, open requests, what the family must do, the newest invoice and, for an
 * instructor, today's registers. The family comes from the session alone: the endpoint takes no
 * id, so it cannot be asked about another family.
 */
export const getMyDashboard = endpoint<MyDashboard>()({
  method: 'GET',
  path: '/api/my/dashboard',
  can: 'myDashboard.read',
});
