import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_KEYS } from '../model/errors';

/** Reads a hand-kept catalog: every entry's id and whether it carries the explicit-id flag. */
function readCatalog(locale: string): { id: string; flagged: boolean; text: string }[] {
  const source = readFileSync(new URL(`./locales/${locale}/messages.po`, import.meta.url), 'utf8');
  return source
    .split(/\n\s*\n/)
    .map((block) => ({
      id: /^msgid "(.*)"$/m.exec(block)?.[1] ?? '',
      flagged: /^#\. js-lingui-explicit-id$/m.test(block),
      text: /^msgstr "(.*)"$/m.exec(block)?.[1] ?? '',
    }))
    .filter((entry) => entry.id !== '');
}

const SERVER_KEYS = [
  ...Object.values(ERROR_KEYS),
  'auth.loginRequired',
  'auth.passwordRequired',
  'auth.passwordTooShort',
  'auth.loggedOut',
  '!.rules.max-characters',
  'configuration.unknownKey',
  'configuration.nothingToSave',
];

describe('message catalogs', () => {
  const en = readCatalog('en');
  const de = readCatalog('de');

  it('hold the same ids in English and German, each flagged as explicit id with a text', () => {
    expect(de.map((entry) => entry.id).sort()).toEqual(en.map((entry) => entry.id).sort());
    for (const entry of [...en, ...de]) {
      expect(entry, entry.id).toMatchObject({ flagged: true });
      expect(entry.text, entry.id).not.toBe('');
    }
  });

  it('translate every message key the server answers with', () => {
    const ids = new Set(en.map((entry) => entry.id));
    expect(SERVER_KEYS.filter((key) => !ids.has(key))).toEqual([]);
  });
});
