import type { BusinessAreaOverview } from '../model/business-area';
import { endpoint } from './endpoint';

/**
 * `GET /api/business-area`: every business area with its event types, its number of services
 * in the current school year (the school's today) and the toggles that switch it (read-only:
 * system administrators change them under /admin).
 */
export const getBusinessAreas = endpoint<BusinessAreaOverview>()({
  method: 'GET',
  path: '/api/business-area',
  can: 'businessArea.read',
});
