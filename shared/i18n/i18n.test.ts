import { describe, expect, it } from 'vitest';
import { activateLocale, createI18n, hasCatalogs, loadCatalogs, toLocale } from './i18n';
import { chooseLocale, familyLocale } from './locale-choice';

describe('createI18n and activateLocale', () => {
  it('translates catalog ids in the active language, placeholders included', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'de', ['portal']);
    expect(i18n._('auth.invalidCredentials')).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(i18n._('home.greeting', { name: 'Ada' })).toBe('Hallo, Ada!');
    await activateLocale(i18n, 'en');
    expect(i18n._('auth.invalidCredentials')).toBe('E-mail address or password is wrong.');
  });

  it('keeps instances apart, so two widgets may show two languages', async () => {
    const english = createI18n();
    const german = createI18n();
    await activateLocale(english, 'en', ['eca']);
    await activateLocale(german, 'de', ['eca']);
    expect([english._('widgets.eca.howItWorks'), german._('widgets.eca.howItWorks')]).toEqual([
      'How booking works',
      'So funktioniert die Buchung',
    ]);
  });

  it('loads only the catalogs asked for, and keeps later ones across a switch', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'en', ['portal']);
    expect(hasCatalogs(i18n, ['common', 'portal'])).toBe(true);
    // An id of a catalog not loaded shows as itself, as Lingui does for any missing id.
    expect(i18n._('registrations.intro')).toBe('registrations.intro');
    await loadCatalogs(i18n, ['office']);
    expect(i18n._('registrations.empty')).toBe('No registrations are waiting for approval.');
    await activateLocale(i18n, 'de');
    expect(hasCatalogs(i18n, ['common', 'portal', 'office'])).toBe(true);
    expect(i18n._('registrations.empty')).not.toBe('registrations.empty');
  });

  it('knows what is loaded through the proxy that useLingui() hands out', async () => {
    const i18n = createI18n();
    await activateLocale(i18n, 'en');
    await loadCatalogs(new Proxy(i18n, {}), ['booking']);
    expect(hasCatalogs(new Proxy(i18n, {}), ['common', 'booking'])).toBe(true);
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

describe('familyLocale', () => {
  it('switches to the one portal language the person speaks', () => {
    expect(familyLocale(['DE'], 'en')).toBe('de');
    expect(familyLocale(['EN', 'PL'], 'de')).toBe('en');
  });

  it('keeps the current language when the person speaks it', () => {
    expect(familyLocale(['DE', 'EN'], 'de')).toBe('de');
    expect(familyLocale(['DE', 'EN'], 'en')).toBe('en');
  });

  it('chooses English before German, as the mails do, and keeps the language without one on file', () => {
    expect(familyLocale(['FR', 'DE', 'EN'], 'en')).toBe('en');
    expect(familyLocale(['FR', 'IT'], 'de')).toBe('de');
    expect(familyLocale([], 'en')).toBe('en');
  });
});
