import { exportFamilyData } from '../../shared/contracts/data-export';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { collectFamilyData } from '../services/data-export/collect-family-data';
import { familyZip } from '../services/data-export/family-zip';

/** `/api/data-export`: the caller's own family's data as a zip (issue 19.8). */
export const dataExportRoutes = [
  route(exportFamilyData, async (c) => {
    const { db, now } = c.var.deps;
    // Collected before the answer starts, so a failing read is an error answer, not a cut zip.
    const data = await collectFamilyData(db, requiredSession(c).personId);
    const name = `kitebook-data-${schoolToday(c)}.zip`;
    return new Response(familyZip(db, data, { now: now() }), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
