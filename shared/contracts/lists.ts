import {
  busLineQuery,
  dailyTransportQuery,
  fileLocaleQuery,
  isoWeekSchema,
  weeklyTransportQuery,
  type BusLineList,
  type DailyTransportList,
  type WeeklyTransportList,
} from '../model/transport-list';
import { endpoint } from './endpoint';

/**
 * The transport lists (spec 002 §7 "Lists", issue 22.1): the office and the parents'
 * association (`list.read`: ADMIN, MEMBER) read them on screen and as PDF; the answers carry
 * no family's bank data. The dismissal sheets (issue 22.2) are the office's (`listDetail.read`).
 * Blank filters count as absent (spec 002 §5). A bus company's API key (`apiKey: 'SCHOOL_BUS'`,
 * issue 21.4) reads the day's lists: the bus-line list whole, the daily list with the children
 * who go by bus only, and only their bus.
 */

/** `GET /api/lists/weekly-transport-list/?year&week&grade[&filterBy]`. */
export const weeklyTransportList = endpoint<WeeklyTransportList>()({
  method: 'GET',
  path: '/api/lists/weekly-transport-list',
  trailingSlash: true,
  can: 'list.read',
  query: weeklyTransportQuery,
});

/** `GET /api/lists/weekly-transport-list/pdf?…`: the same list as a PDF (landscape A4). */
export const weeklyTransportPdf = endpoint<Blob>()({
  method: 'GET',
  path: '/api/lists/weekly-transport-list/pdf',
  can: 'list.read',
  query: weeklyTransportQuery,
  answerType: 'blob',
});

/** `GET /api/lists/daily-transport-list/?date&grade&busSlot&busLine[&filterBy]`. */
export const dailyTransportList = endpoint<DailyTransportList>()({
  method: 'GET',
  path: '/api/lists/daily-transport-list',
  trailingSlash: true,
  can: 'list.read',
  apiKey: 'SCHOOL_BUS',
  query: dailyTransportQuery,
});

/** `GET /api/lists/daily-transport-list/pdf?…`: the same list as a PDF. */
export const dailyTransportPdf = endpoint<Blob>()({
  method: 'GET',
  path: '/api/lists/daily-transport-list/pdf',
  can: 'list.read',
  apiKey: 'SCHOOL_BUS',
  query: dailyTransportQuery,
  answerType: 'blob',
});

/** `GET /api/lists/bus-line-list/?date`: each bus line's children per stop, in stop order. */
export const busLineList = endpoint<BusLineList>()({
  method: 'GET',
  path: '/api/lists/bus-line-list',
  trailingSlash: true,
  can: 'list.read',
  apiKey: 'SCHOOL_BUS',
  query: busLineQuery,
});

/** `GET /api/lists/bus-line-list/pdf?date`: the same list as a PDF, a page per line. */
export const busLinePdf = endpoint<Blob>()({
  method: 'GET',
  path: '/api/lists/bus-line-list/pdf',
  can: 'list.read',
  apiKey: 'SCHOOL_BUS',
  query: busLineQuery,
  answerType: 'blob',
});

/**
 * `GET /api/booking/pupil-transitions-zip/{year}/{week}`: the dismissal sheets of ISO week
 * `week` — a zip with one PDF per class and school day.
 */
export const pupilTransitionsZip = endpoint<Blob>()({
  method: 'GET',
  path: '/api/booking/pupil-transitions-zip/:year{[0-9]+}/:week{[0-9]+}',
  can: 'listDetail.read',
  params: isoWeekSchema,
  query: fileLocaleQuery,
  answerType: 'blob',
});
