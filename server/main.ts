import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { openDatabase } from './db/database';
import { errorDetails } from './error-details';
import { prepareGracefulClose } from './http/close-gracefully';
import { stopServer } from './http/stop-server';
import { migrateDatabase } from './db/migrate';
import { startPgliteUpkeep } from './db/pglite-upkeep';
import { seedDemoIfEmpty } from './db/seed';
import { serveStaticApps } from './http/serve-static-apps';
import { serveWidgets } from './http/serve-widgets';
import { createLogger } from './logger';
import { createEmailQueue } from './mail/email-queue';
import { readParameter } from './services/config/read-configuration';
import { createMailer } from './mail/mailer';
import { readSettings, SettingsError } from './settings';
import { createPasswordHasher } from './services/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { startReminders } from './services/email/booking-reminders';
import { startWaitingListSweep } from './services/booking/waiting-list/sweep-job';

/** The built front ends sit beside the bundled server in dist/ (see tsup.config.ts, vite.config.ts). */
const PORTAL_DIR = fileURLToPath(new URL('../../dist/portal', import.meta.url));
const WIDGETS_DIR = fileURLToPath(new URL('../../dist/widgets/v1', import.meta.url));
/** The demo partner site is plain files, served from the source folder. */
const DEMO_DIR = fileURLToPath(new URL('../../demo-host', import.meta.url));
/** How long requests in flight may take to finish after SIGTERM or SIGINT. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const settings = readSettings();
  const logger = createLogger(settings.logLevel);
  const database = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    poolSize: settings.databasePoolSize,
  });
  await migrateDatabase(database.db);
  const seeded = await seedDemoIfEmpty(database.db, { timeZone: settings.schoolTimeZone });
  if (seeded) logger.info('demo data created');
  const stopUpkeep = startPgliteUpkeep(database, { logger, timeZone: settings.schoolTimeZone });

  const mailer = createMailer({
    db: database.db,
    logger,
    smtpUrl: settings.smtpUrl,
    from: `noreply@${new URL(settings.publicUrl).hostname}`,
    // The configuration's sender address, when a system administrator set one (issue 21.3).
    senderAddress: () => readParameter(database.db, 'senderAddress'),
    logLinks: settings.development,
  });
  // Durable sending (issue 20.4): the outbox left by an earlier run is worked on at once.
  const emailQueue = createEmailQueue({
    db: database.db,
    mailer,
    logger,
    ratePerMinute: settings.emailRatePerMinute,
  });
  emailQueue.start();
  // The reminder texts of services (issue 20.6), queued in the same outbox.
  const stopReminders = startReminders({
    db: database.db,
    logger,
    publicUrl: settings.publicUrl,
    timeZone: settings.schoolTimeZone,
    daysBefore: settings.emailReminderDays,
    onQueued: () => emailQueue.kick(),
  });
  // Waiting-list offers past their deadline pass to the next child (issue 23.5).
  const stopWaitingListSweep = startWaitingListSweep({
    db: database.db,
    logger,
    publicUrl: settings.publicUrl,
    timeZone: settings.schoolTimeZone,
    onQueued: () => emailQueue.kick(),
  });
  const app = createApp({
    db: database.db,
    logger,
    jwtSecret: settings.jwtSecret,
    now: () => new Date(),
    mailer,
    emailQueue,
    publicUrl: settings.publicUrl,
    trustProxy: settings.trustProxy,
    signUpsPerHour: settings.signUpsPerHour,
    timeZone: settings.schoolTimeZone,
    sso: settings.sso,
    passwords: createPasswordHasher({
      concurrency: settings.passwordHashConcurrency,
      queue: settings.passwordHashQueue,
    }),
  });
  if (existsSync(WIDGETS_DIR)) {
    // Before the portal, whose catch-all answers every other path with index.html.
    serveWidgets(app, {
      widgetsDir: WIDGETS_DIR,
      demoDir: DEMO_DIR,
      portalOrigin: new URL(settings.publicUrl).origin,
    });
  }
  // Under `npm run dev` Vite serves the portal and nothing is built here.
  if (existsSync(PORTAL_DIR)) serveStaticApps(app, { portalDir: PORTAL_DIR });

  const server = serve({ fetch: app.fetch, port: settings.port }, (info) => {
    const url = `http://localhost:${info.port}`;
    const ms = Math.round(performance.now() - startedAt);
    const where =
      database.kind === 'postgres' ? `postgres, pool of ${database.poolSize}` : 'pglite';
    console.log(`\nKitebook is running at ${url} (${where}, ready in ${ms} ms)`);
    console.log(`  portal  ${url}/\n  API     ${url}/api/`);
    if (existsSync(WIDGETS_DIR)) {
      console.log(`  widgets ${url}/widgets/v1/kitebook.js\n  demo    ${url}/demo/`);
    }
    console.log(`\nDemo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(12)} ${account.login}`);
  });

  // Node closes an idle keep-alive connection after 5 s, which races a client sending its next
  // request on it at that moment: the client reads ECONNRESET (seen in the e2e run after a 5 s
  // export). Holding idle connections longer than clients and proxies do (60 s is the common
  // load-balancer default) leaves the closing to them; headersTimeout must stay above it.
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;
  const closeServer = prepareGracefulClose(server as Server);

  // In order (http/stop-server.ts): no new connections, requests in flight answered and
  // handlers finished (within SHUTDOWN_DEADLINE_MS), background mail handled, the database closed.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    try {
      await stopReminders();
      await stopWaitingListSweep();
      const { forced, cut } = await stopServer({
        closeServer,
        handlers: app.handlers,
        emailQueue,
        mailer,
        stopUpkeep,
        database,
        deadlineMs: SHUTDOWN_DEADLINE_MS,
      });
      if (forced || cut) logger.warn('requests still running at the deadline were cut');
      process.exit(0);
    } catch (error) {
      logger.error('stopping failed', errorDetails(error));
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A wrong setting is the operator's to fix: say what, without a stack trace in the way.
  console.error(error instanceof SettingsError ? `Kitebook cannot start: ${error.message}` : error);
  process.exit(1);
});
