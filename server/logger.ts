import { LOG_LEVELS, type LogLevel } from './settings';

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** One JSON line per entry on stderr, so logs stay machine-readable behind a load balancer. */
export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const write = (entryLevel: LogLevel) => (message: string, details?: Record<string, unknown>) => {
    if (LOG_LEVELS.indexOf(entryLevel) < threshold) return;
    const entry = { time: new Date().toISOString(), level: entryLevel, message, ...details };
    process.stderr.write(`${JSON.stringify(entry)}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
