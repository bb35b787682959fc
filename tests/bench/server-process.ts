import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn until `GET /api/config` answered. */
  startMs: number;
  stop(): Promise<void>;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Whether something answers HTTP on the port already (another worktree's bench, a dev server). */
async function portAnswers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/config`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the built server (dist/server/main.js) and waits until it answers. Refuses a port that
 * answers already: the new server would fail to listen while the old one answered the probe, and
 * the bench would measure another process on another database.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<RunningServer> {
  if (await portAnswers(`http://127.0.0.1:${port}`))
    throw new Error(`port ${port} is in use by another server: pick another (BENCH_PORT)`);
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": where a row's time goes (Node
  // refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    // DATABASE_URL only when the caller names it: inherited from the bench's own environment
    // (set for the PostgreSQL rows), it turned the "PGlite" servers into PostgreSQL ones on the
    // server's maintenance database with the demo data.
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error('server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = Math.round(performance.now() - started);
  // The child failing to listen (EADDRINUSE) after all would have exited by now.
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
  return {
    url,
    process: child,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
