import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { apiCors } from './http/api-cors';
import { apiBodyLimit } from './http/body-limit';
import type { AppDeps, AppEnv } from './http/env';
import { logRefusals } from './http/log-refusals';
import { mountRoutes } from './http/route';
import { onError } from './http/on-error';
import { authRoutes } from './routes/auth';
import { apiKeyRoutes } from './routes/api-key';
import { basketRoutes } from './routes/basket';
import { absenceRoutes } from './routes/absence';
import { calendarRoutes } from './routes/calendar';
import { scheduleRoutes } from './routes/schedule';
import { documentRoutes } from './routes/document';
import { dataExportRoutes } from './routes/data-export';
import { emailTemplateRoutes } from './routes/email-template';
import { sentEmailRoutes } from './routes/sent-email';
import { countRoutes } from './routes/count';
import { bookingSaveRoutes } from './routes/booking-save';
import { waitingListRoutes } from './routes/waiting-list';
import { bookingRoutes } from './routes/booking';
import { bookingOfficeRoutes } from './routes/booking-office';
import { busStopRoutes } from './routes/busstop';
import { businessAreaRoutes } from './routes/business-area';
import { locationRoutes } from './routes/location';
import { stopRoutes } from './routes/stop';
import { configRoutes } from './routes/config';
import { customerRoutes } from './routes/customer';
import { eventRoutes } from './routes/event';
import { eventOfficeRoutes } from './routes/event-office';
import { baseDataRoutes } from './routes/base-data';
import { customerOfficeRoutes } from './routes/customer-office';
import { historyRoutes } from './routes/history';
import { instructorRoutes } from './routes/instructor';
import { participantRoutes } from './routes/participant';
import { participantOfficeRoutes } from './routes/participant-office';
import { participantPersonRoutes } from './routes/participant-person';
import { myGuardianRoutes } from './routes/my-guardians';
import { personRoutes } from './routes/person';
import { registerRoutes } from './routes/register';
import { userRoutes } from './routes/user';
import { invoiceRoutes } from './routes/invoice';
import { directDebitRoutes } from './routes/direct-debit';
import { listRoutes } from './routes/lists';
import { presenceRoutes } from './routes/presence';
import { schoolYearRoutes } from './routes/school-year';
import { myDashboardRoutes } from './routes/my-dashboard';
import { inconsistencyRoutes } from './routes/inconsistency';
import { trackHandlers } from './http/running-handlers';
import { createPasswordHasher } from './services/auth/password';
import { clearReadsAfterWrites } from './http/clearing-reads';
import { createReadCache } from './services/config/read-cache';
import { ERROR_KEYS } from '../shared/model/errors';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../shared/model/school-time';
import { createSsoClients } from './services/auth/sso/sso-settings';

/**
 * The deps of {@link createApp}; the proxy count, the password hasher, the school's zone and the
 * read cache have defaults.
 */
type MadeByApp = 'trustProxy' | 'passwords' | 'timeZone' | 'readCache' | 'ssoClients';
export type AppOptions = Omit<AppDeps, MadeByApp> & Partial<Pick<AppDeps, MadeByApp>>;

/**
 * The API as a Hono app; main.ts serves it, tests call `app.request` in-process. `app.handlers`
 * tells the shutdown which requests are still being worked on (http/running-handlers.ts).
 */
export function createApp(options: AppOptions) {
  const deps: AppDeps = {
    ...options,
    trustProxy: options.trustProxy ?? 0,
    passwords: options.passwords ?? createPasswordHasher(),
    timeZone: options.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE,
    readCache: options.readCache ?? createReadCache(),
    // The provider sends the browser back to /login with the code (admin/features/auth).
    ssoClients: options.ssoClients ?? createSsoClients(`${options.publicUrl}/login`),
  };
  // Not strict: `/api/stop/` of the spec and `/api/stop` reach the same route, so no route is
  // registered twice for its trailing slash.
  const app = new Hono<AppEnv>({ strict: false });
  // First: a shutdown waits for every handler, even one whose client has gone.
  const handlers = trackHandlers();
  app.use('*', handlers.middleware);
  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', logRefusals);
  app.use('/api/*', apiCors);
  app.use(
    '/api/*',
    secureHeaders({
      // A route's own header wins: a picture's sandbox CSP and cross-origin CORP.
      overwrite: false,
      // JSON opened as a page runs nothing and sits in no frame.
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      xFrameOptions: 'DENY',
    }),
  );
  app.use('/api/*', apiBodyLimit);
  app.use('/api/*', clearReadsAfterWrites);
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers depend on the caller's session: never cache them in shared caches. Set on the
    // answer's own headers: `c.header` after the route would copy the whole answer.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  mountRoutes(app, authRoutes);
  mountRoutes(app, registerRoutes);
  mountRoutes(app, userRoutes);
  mountRoutes(app, configRoutes);
  mountRoutes(app, customerRoutes);
  mountRoutes(app, customerOfficeRoutes);
  mountRoutes(app, personRoutes);
  mountRoutes(app, participantPersonRoutes);
  mountRoutes(app, myGuardianRoutes);
  mountRoutes(app, inconsistencyRoutes);
  mountRoutes(app, eventRoutes);
  mountRoutes(app, eventOfficeRoutes);
  mountRoutes(app, baseDataRoutes);
  mountRoutes(app, instructorRoutes);
  mountRoutes(app, bookingRoutes);
  mountRoutes(app, bookingSaveRoutes);
  mountRoutes(app, waitingListRoutes);

  mountRoutes(app, bookingOfficeRoutes);
  mountRoutes(app, participantRoutes);
  mountRoutes(app, participantOfficeRoutes);
  mountRoutes(app, busStopRoutes);
  mountRoutes(app, locationRoutes);
  mountRoutes(app, stopRoutes);
  mountRoutes(app, businessAreaRoutes);
  mountRoutes(app, basketRoutes);
  mountRoutes(app, historyRoutes);
  mountRoutes(app, documentRoutes);
  mountRoutes(app, dataExportRoutes);
  mountRoutes(app, absenceRoutes);
  mountRoutes(app, calendarRoutes);
  mountRoutes(app, schoolYearRoutes);
  mountRoutes(app, countRoutes);
  mountRoutes(app, scheduleRoutes);

  mountRoutes(app, presenceRoutes);
  mountRoutes(app, myDashboardRoutes);
  mountRoutes(app, listRoutes);
  mountRoutes(app, invoiceRoutes);
  mountRoutes(app, directDebitRoutes);
  mountRoutes(app, emailTemplateRoutes);
  mountRoutes(app, sentEmailRoutes);
  mountRoutes(app, apiKeyRoutes);

  app.all('/api/*', (c) => c.json({ message: ERROR_KEYS.notFound }, 404));
  app.onError(onError);
  return Object.assign(app, { handlers });
}

export type App = ReturnType<typeof createApp>;
