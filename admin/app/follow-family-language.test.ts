// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResult } from '../../shared/model/auth';
import { featureToggles } from '../../shared/state/features';
import { LOCALE_COOKIE, locale } from '../../shared/state/locale';
import { followFamilyLanguage } from './follow-family-language';

const signedIn = (languages?: SignInResult['languages']): SignInResult => ({
  user: { personId: 1, login: 'p@kitebook.test', givenName: null, familyName: null, roles: [] },
  token: 't',
  expiresAt: '2099-01-01T00:00:00.000Z',
  ...(languages ? { languages } : {}),
});
const initialToggles = featureToggles.value;

afterEach(() => {
  locale.value = 'en';
  featureToggles.value = initialToggles;
  document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
});

describe('followFamilyLanguage', () => {
  it('switches to the family’s language and remembers it', () => {
    followFamilyLanguage(signedIn(['DE']));
    expect(locale.value).toBe('de');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de`);
  });

  it('keeps the language a bilingual family signed in with', () => {
    locale.value = 'de';
    followFamilyLanguage(signedIn(['DE', 'EN']));
    expect(locale.value).toBe('de');
    expect(document.cookie).not.toContain(LOCALE_COOKIE);
  });

  it('changes nothing while the portal offers one language, or without languages on file', () => {
    featureToggles.value = { ...initialToggles, i18n: false };
    followFamilyLanguage(signedIn(['DE']));
    expect(locale.value).toBe('en');
    featureToggles.value = initialToggles;
    followFamilyLanguage(signedIn());
    expect(locale.value).toBe('en');
  });
});
