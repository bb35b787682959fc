import { describe, expect, it } from 'vitest';
import { activateLocale, createI18n, toLocale } from './i18n';
import { chooseLocale } from './locale-choice';

describe('createI18n and activateLocale', () => {
  it('translates catalog ids in the active language, placeholders included', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'de');
    expect(i18n._('auth.invalidCredentials')).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(i18n._('home.greeting', { name: 'Ada' })).toBe('Hallo, Ada!');
    await activateLocale(i18n, 'en');
    expect(i18n._('auth.invalidCredentials')).toBe('E-mail address or password is wrong.');
  });

  it('keeps instances apart, so two widgets may show two languages', async () => {
    const english = createI18n();
    const german = createI18n();
    await activateLocale(english, 'en');
    await activateLocale(german, 'de');
    expect([english._('login.title'), german._('login.title')]).toEqual(['Sign in', 'Anmelden']);
  });
});

describe('toLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['EN_gb', 'en'],
    ['fr', null],
    [null, null],
  ])('%s → %s', (value, locale) => expect(toLocale(value)).toBe(locale));
});

describe('chooseLocale', () => {
  it('prefers the remembered language everywhere', () => {
    expect(chooseLocale({ cookie: 'de', pathname: '/login', browserLanguages: ['en'] })).toBe('de');
  });

  it('uses the browser language on the root path only', () => {
    const browserLanguages = ['fr-FR', 'de-DE', 'en'];
    expect(chooseLocale({ pathname: '/', browserLanguages })).toBe('de');
    expect(chooseLocale({ pathname: '/login', browserLanguages })).toBe('en');
  });

  it('falls back to the configured default', () => {
    expect(chooseLocale({ cookie: 'xx', pathname: '/login', fallback: 'de' })).toBe('de');
  });
});
