import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

describe('readSettings', () => {
  it('uses the defaults of the README', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-settings-'));
    const settings = readSettings({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR, readable by the owner only', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-settings-'));
    const first = readSettings({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readSettings({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('prefers JWT_SECRET and DATABASE_URL from the environment', () => {
    const settings = readSettings({
      JWT_SECRET: 'given',
      DATABASE_URL: 'postgres://db/kitebook',
      PORT: '8080',
    });
    expect(settings).toMatchObject({
      jwtSecret: 'given',
      databaseUrl: 'postgres://db/kitebook',
      port: 8080,
    });
  });

  it('builds e-mail links from PUBLIC_URL, by default the local port', () => {
    expect(readSettings({ JWT_SECRET: 'x', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readSettings({ JWT_SECRET: 'x', PUBLIC_URL: 'https://kb.example.org/' }).publicUrl).toBe(
      'https://kb.example.org',
    );
  });

  it('refuses a port that is not a number', () => {
    expect(() => readSettings({ PORT: 'eighty', JWT_SECRET: 'x' })).toThrow(/PORT/);
  });
});
