import * as presence from '../../shared/contracts/presence';
import { presencePdfName } from '../../shared/model/presence';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { mailLocale } from '../services/auth/forgot-password';
import { readPublicConfig } from '../services/config/read-configuration';
import { listBookingPresences } from '../services/presence/booking-presences';
import { populatePresenceTable } from '../services/presence/presence-table';
import { presencePdf } from '../services/presence/presence-pdf';
import { listTodaysRegisters } from '../services/presence/todays-registers';
import { updatePresences } from '../services/presence/update-presences';

/** The presence lists: a register, its update, its PDF and the instructor's day. */
export const presenceRoutes = [
  route(presence.populatePresenceTable, (c, { params }) =>
    populatePresenceTable(c.var.deps.db, requiredSession(c), {
      date: params.date,
      recurrenceId: params.recurrenceId,
      today: schoolToday(c),
    }),
  ),
  route(presence.updatePresences, (c, { body }) =>
    updatePresences(c.var.deps.db, requiredSession(c), body, schoolToday(c)),
  ),
  route(presence.exportPresencePdf, async (c, { query }) => {
    const session = requiredSession(c);
    const { db, timeZone, readCache } = c.var.deps;
    // The screen's language; else the requester's, as the server's e-mails pick it.
    const locale =
      query.locale ??
      (await mailLocale(
        db,
        session.personId,
        undefined,
        (await readCache.get('config', () => readPublicConfig(db, timeZone))).defaultLocale,
      ));
    const file = await presencePdf(db, session, { ...query, locale });
    return new Response(new Blob([file as Uint8Array<ArrayBuffer>]), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${presencePdfName(query.date)}"`,
        'Cache-Control': 'no-store',
      },
    });
  }),
  route(presence.listTodaysRegisters, (c, { query }) =>
    listTodaysRegisters(c.var.deps.db, requiredSession(c), query.date ?? schoolToday(c)),
  ),
  route(presence.listBookingPresences, (c, { params }) =>
    listBookingPresences(c.var.deps.db, requiredSession(c), params.id, schoolToday(c)),
  ),
];
