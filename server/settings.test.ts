import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from './settings';

/** A secret long enough for HS256 (32 bytes and more). */
const SECRET = 'a-secret-of-at-least-thirty-two-bytes';

describe('readSettings', () => {
  it('uses the defaults of the README', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-settings-'));
    const settings = readSettings({ DATA_DIR: dataDir });
    expect(settings).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      databasePoolSize: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      development: false,
      trustProxy: 0,
      passwordHashConcurrency: 4,
      passwordHashQueue: 16,
      signUpsPerHour: 10,
      emailRatePerMinute: 600,
      schoolTimeZone: 'Europe/Berlin',
    });
  });

  it('reads the proxy count and the hashing limits, refusing what is not a count', () => {
    const settings = readSettings({
      JWT_SECRET: SECRET,
      TRUST_PROXY: '1',
      PASSWORD_HASH_CONCURRENCY: '2',
      PASSWORD_HASH_QUEUE: '0',
      SIGN_UPS_PER_HOUR: '50',
      EMAIL_RATE_PER_MINUTE: '0',
    });
    expect(settings).toMatchObject({
      trustProxy: 1,
      passwordHashConcurrency: 2,
      passwordHashQueue: 0,
      signUpsPerHour: 50,
      emailRatePerMinute: 0,
    });
    expect(() => readSettings({ JWT_SECRET: SECRET, SIGN_UPS_PER_HOUR: '0' })).toThrow(
      /SIGN_UPS_PER_HOUR/,
    );
    expect(() => readSettings({ JWT_SECRET: SECRET, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readSettings({ JWT_SECRET: SECRET, PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(
      /PASSWORD_HASH_CONCURRENCY/,
    );
  });

  it('reads the pool size, refusing what is not a count from 1', () => {
    expect(readSettings({ JWT_SECRET: SECRET, DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(
      24,
    );
    expect(() => readSettings({ JWT_SECRET: SECRET, DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
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
      JWT_SECRET: SECRET,
      DATABASE_URL: 'postgres://db/kitebook',
      PORT: '8080',
    });
    expect(settings).toMatchObject({
      jwtSecret: SECRET,
      databaseUrl: 'postgres://db/kitebook',
      port: 8080,
    });
  });

  it('builds e-mail links from PUBLIC_URL, by default the local port', () => {
    expect(readSettings({ JWT_SECRET: SECRET, PORT: '8080' }).publicUrl).toBe(
      'http://localhost:8080',
    );
    expect(
      readSettings({ JWT_SECRET: SECRET, PUBLIC_URL: 'https://kb.example.org/' }).publicUrl,
    ).toBe('https://kb.example.org');
  });

  it('reads SCHOOL_TIME_ZONE and refuses a zone the runtime does not know', () => {
    const env = { JWT_SECRET: SECRET };
    expect(readSettings({ ...env, SCHOOL_TIME_ZONE: 'Europe/Vienna' }).schoolTimeZone).toBe(
      'Europe/Vienna',
    );
    expect(() => readSettings({ ...env, SCHOOL_TIME_ZONE: 'Berlin' })).toThrow(
      /SCHOOL_TIME_ZONE must be an IANA time zone/,
    );
  });

  it('reads the identity provider: https, plain http only on this machine, with its client id', () => {
    const env = { JWT_SECRET: SECRET, SSO_CLIENT_ID: 'kitebook' };
    expect(readSettings({ ...env, SSO_ISSUER: 'https://login.school.example' }).sso).toEqual({
      issuer: 'https://login.school.example',
      clientId: 'kitebook',
      clientSecret: undefined,
    });
    expect(readSettings({ ...env, SSO_ISSUER: 'http://localhost:9000' }).sso?.issuer).toBe(
      'http://localhost:9000',
    );
    expect(() => readSettings({ ...env, SSO_ISSUER: 'http://login.school.example' })).toThrow(
      /SSO_ISSUER must be an https address/,
    );
    expect(() =>
      readSettings({ JWT_SECRET: SECRET, SSO_ISSUER: 'https://login.school.example' }),
    ).toThrow(/needed together/);
    expect(readSettings({ JWT_SECRET: SECRET }).sso).toBeUndefined();
  });

  it('refuses a port that is not a number', () => {
    expect(() => readSettings({ PORT: 'eighty', JWT_SECRET: SECRET })).toThrow(/PORT/);
  });

  // Issue 13, hole 12: `JWT_SECRET=x` was accepted, and a one-byte HS256 key is guessed at once.
  it('refuses a JWT_SECRET under 32 bytes with a message that says what to do', () => {
    const attempt = () => readSettings({ JWT_SECRET: 'x' });
    expect(attempt).toThrow(SettingsError);
    expect(attempt).toThrow(/JWT_SECRET must be at least 32 bytes long, got 1; generate one/);
    expect(() => readSettings({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/got 31/);
    expect(readSettings({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    // Bytes, not characters: sixteen two-byte characters are enough.
    expect(readSettings({ JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
  });

  it('refuses a secret file under 32 bytes too', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kitebook-settings-'));
    writeFileSync(join(dataDir, 'jwt-secret'), 'short\n');
    expect(() => readSettings({ DATA_DIR: dataDir })).toThrow(/jwt-secret must be at least 32/);
  });

  it('knows development only from NODE_ENV=development', () => {
    expect(readSettings({ JWT_SECRET: SECRET, NODE_ENV: 'development' }).development).toBe(true);
    expect(readSettings({ JWT_SECRET: SECRET, NODE_ENV: 'production' }).development).toBe(false);
    expect(readSettings({ JWT_SECRET: SECRET }).development).toBe(false);
  });
});
