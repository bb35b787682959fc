import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * A port for servers a spec starts itself (beside the one of playwright.config.ts), derived from
 * E2E_PORT so runs on other ports do not meet, and from the worker's slot (Playwright's
 * TEST_PARALLEL_INDEX, 0 … workers − 1) so two workers' servers do not meet either.
 */
export const OWN_SERVER_PORT =
  Number(process.env.E2E_PORT ?? 4310) + 9 + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const OWN_SERVER_URL = `http://127.0.0.1:${OWN_SERVER_PORT}`;

/** A new, empty data directory for a server of a spec. */
export const newDataDir = (name: string) => mkdtempSync(join(tmpdir(), `kitebook-${name}-`));

/** A server a spec started, with what it logged (JSON lines on stderr, warnings and errors). */
export interface ServerProcess {
  child: ChildProcess;
  log: string[];
}

/** Starts the built server (dist/server/main.js) on {@link OWN_SERVER_PORT} with its own data. */
export function startServer(dataDir: string): ServerProcess {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(OWN_SERVER_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const log: string[] = [];
  child.stderr!.on('data', (chunk) => log.push(String(chunk)));
  return { child, log };
}

/** Waits until the server answers (first starts create and seed the database: up to minutes). */
export async function waitUntilReady() {
  await expect
    .poll(async () => (await fetch(`${OWN_SERVER_URL}/api/config`).catch(() => null))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
}

/** Resolves with the exit code once the process has ended (null when a signal ended it). */
export const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
