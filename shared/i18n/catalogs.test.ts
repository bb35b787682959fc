import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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
  'register.alreadyRegistered',
  'register.linkInvalid',
  'register.alreadyApproved',
  'register.roleUnknown',
  'auth.resetLinkInvalid',
  'auth.registrationPending',
  'shared.rules.email',
  'shared.rules.email-content',
  'person.imageTooLarge',
  'person.imageType',
  'my.person.payment.invalid-iban',
  '!.rules.given-name',
  '!.rules.family-name',
  '!.rules.gender',
  '!.rules.birthdayValid',
  '!.rules.phone',
  '!.rules.street',
  '!.rules.zip',
  '!.rules.city',
  '!.rules.country',
  '!.rules.min-iban-length',
  '!.rules.max-iban-length',
  '!.rules.iban-country',
  '!.rules.bic-rule',
  '!.rules.bank-name',
  '!.rules.sepa-mandate',
  'persons.label.addressMissingRule',
  'persons.label.addressIncompleteRule',
  'booking.check.colliding',
  'booking.check.alreadyBooked',
  'booking.check.falseGrade',
  'booking.check.registerLimit',
  'booking.check.noLocation',
  'booking.check.noLocationCapacityLeft',
  'booking.check.noEventCapacityLeft',
  'booking.price.servicePrice',
  'booking.price.oneTimeCost',
  'booking.price.monthlyCost',
  'booking.bookable.notPermitted',
  'booking.bookable.notInBookingPhase',
  'booking.bookable.registerLimit',
  'booking.bookable.canceled',
  'booking.bookable.ended',
  'booking.bookable.noLocation',
  '!.rules.clazz-incomplete',
  '!.rules.clazz-postfix',
  'participant.customerRequired',
  'participant.unknownSchoolYear',
  'booking.check.busAlreadyBooked',
  'booking.check.bookedOnHoliday',
  'booking.check.morningBusConflict',
  'booking.check.afternoonBusConflict',
  'booking.check.serviceAfterAfternoonBus',
  'booking.check.timeGapBeforeService',
  'booking.bookable.notOffered',
  'booking.notOffered.ECA',
  'booking.notOffered.HOLIDAY_CAMP',
  'booking.notOffered.SCHOOL_BUS',
  'booking.notOffered.CHILDMINDING',
  'childminding.outsourced',
  'childminding.slotNotOffered',
  'booking.forParentsOnly',
  'booking.forChildrenOnly',
  'booking.recurrenceRequired',
  'booking.oneSlotPerDay',
  'booking.singleDaysNotOffered',
  'booking.stopRequired',
  'booking.stopUnknown',
  'booking.startDateOutOfRange',
  'featureToggle.unknownName',
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

/** Every source file of the apps, for the ids they name literally. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('ids used in code', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const ids = new Set(readCatalog('en').map((entry) => entry.id));
  const files = ['admin', 'shared/ui', 'widgets']
    .flatMap((dir) => {
      try {
        return sourceFiles(join(root, dir));
      } catch {
        return [];
      }
    })
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }));

  it('exist in the catalog for every literal i18n._() call', () => {
    const missing = files.flatMap(({ file, source }) =>
      [...source.matchAll(/i18n\._\(\s*'([^'$]+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((id) => !ids.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('exist for the title and summary of every pending screen of the route table', () => {
    const routes = readFileSync(join(root, 'admin/routes.tsx'), 'utf8');
    const screens = [...routes.matchAll(/pending\('([^']+)'\)/g)].map((match) => match[1] ?? '');
    // The pattern still finds the screens not built yet (the count falls as screens are built).
    expect(screens.length).toBeGreaterThan(10);
    const missing = screens
      .flatMap((screen) => [`screens.${screen}.title`, `screens.${screen}.summary`])
      .filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });
});
