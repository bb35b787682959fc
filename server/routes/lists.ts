import type { Context } from 'hono';
import * as lists from '../../shared/contracts/lists';
import type { Locale } from '../../shared/model/enums';
import { pupilTransitionsZipName, transportPdfName } from '../../shared/model/transport-list';
import type { AppEnv } from '../http/env';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { mailLocale } from '../services/auth/forgot-password';
import { readPublicConfig } from '../services/config/read-configuration';
import { busLineList } from '../services/lists/bus-line-list';
import { busProviderView } from '../services/lists/bus-provider-view';
import { pupilTransitionsZip } from '../services/lists/pupil-transitions';
import { dailyTransportList, weeklyTransportList } from '../services/lists/transport-lists';
import {
  busLinePdf,
  dailyTransportPdf,
  weeklyTransportPdf,
} from '../services/lists/transport-pdfs';

/** The screen's language; else the requester's, as the server's e-mails (and the presence PDF) pick it. */
async function fileLocale(c: Context<AppEnv>, asked: Locale | undefined): Promise<Locale> {
  const { db, timeZone, readCache } = c.var.deps;
  const config = await readCache.get('config', () => readPublicConfig(db, timeZone));
  return mailLocale(db, requiredSession(c).personId, asked, config.defaultLocale);
}

/** The daily list as the caller may read it: a bus company's key gets its bus children only. */
async function dailyList(c: Context<AppEnv>, query: Parameters<typeof dailyTransportList>[1]) {
  const list = await dailyTransportList(c.var.deps.db, query);
  return requiredSession(c).kind === 'API_KEY' ? busProviderView(list) : list;
}

/** A file answer, saved under `name`. */
const file = (bytes: Uint8Array, type: string, name: string) =>
  new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });

/** The transport lists, their PDFs and the week's dismissal sheets. */
export const listRoutes = [
  route(lists.weeklyTransportList, (c, { query: { locale: _locale, ...query } }) =>
    weeklyTransportList(c.var.deps.db, query),
  ),
  route(lists.weeklyTransportPdf, async (c, { query: { locale, ...query } }) => {
    const list = await weeklyTransportList(c.var.deps.db, query);
    return file(
      await weeklyTransportPdf(list, await fileLocale(c, locale)),
      'application/pdf',
      transportPdfName.weekly(list.year, list.week),
    );
  }),
  route(lists.dailyTransportList, (c, { query: { locale: _locale, ...query } }) =>
    dailyList(c, query),
  ),
  route(lists.dailyTransportPdf, async (c, { query: { locale, ...query } }) => {
    const list = await dailyList(c, query);
    return file(
      await dailyTransportPdf(list, await fileLocale(c, locale)),
      'application/pdf',
      transportPdfName.daily(list.date),
    );
  }),
  route(lists.busLineList, (c, { query }) => busLineList(c.var.deps.db, query.date)),
  route(lists.busLinePdf, async (c, { query }) => {
    const list = await busLineList(c.var.deps.db, query.date);
    return file(
      await busLinePdf(list, await fileLocale(c, query.locale)),
      'application/pdf',
      transportPdfName.busLines(list.date),
    );
  }),
  route(lists.pupilTransitionsZip, async (c, { params, query }) =>
    file(
      await pupilTransitionsZip(c.var.deps.db, {
        ...params,
        locale: await fileLocale(c, query.locale),
      }),
      'application/zip',
      pupilTransitionsZipName(params.year, params.week),
    ),
  ),
];
