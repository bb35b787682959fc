import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { activateLocale, createI18n } from '../../../shared/i18n/i18n';
import type { TransportDay } from '../../../shared/model/transport-list';
import { dayLines } from './day-text';

const day = (changes: Partial<TransportDay>): TransportDay => ({
  date: '2031-03-10',
  way: 'PICK_UP',
  absence: null,
  activities: [],
  bus: null,
  childminding: null,
  pickUp: [],
  alone: false,
  ...changes,
});

let en: I18n;
let de: I18n;
beforeAll(async () => {
  en = createI18n();
  de = createI18n();
  await activateLocale(en, 'en', ['office']);
  await activateLocale(de, 'de', ['office']);
});

describe('dayLines', () => {
  it('puts the activities first, then the bus with its stop and time', () => {
    const busDay = day({
      way: 'BUS',
      activities: [{ name: 'Chess', room: 'Main 101', time: '14:00', endTime: '15:00' }],
      bus: { lineId: 1, line: 'Line 3', departure: '15:30', stop: 'Corner', stopTime: '15:42' },
    });
    expect(dayLines(busDay, en)).toEqual([
      'Chess, Main 101, until 15:00',
      'Line 3, 15:30',
      '→ Corner, 15:42',
    ]);
    expect(dayLines(busDay, de)[0]).toBe('Chess, Main 101, bis 15:00');
  });

  it('names childminding and the pick-up persons with their relationship, in German too', () => {
    const minding = day({
      way: 'CHILDMINDING',
      childminding: { name: 'Care', until: '16:30' },
      pickUp: [
        { name: 'Greta Smith', relationship: 'GRANDPARENT' },
        { name: 'Tom Taxi', relationship: null },
      ],
    });
    expect(dayLines(minding, de)).toEqual([
      'Betreuung bis 16:30',
      'Abgeholt von Greta Smith (Großelternteil), Tom Taxi',
    ]);
    expect(dayLines(day({ way: 'ALONE', alone: true }), en)).toEqual(['Goes home alone']);
    expect(dayLines(day({}), en)).toEqual(['Picked up (nobody linked)']);
  });

  it('says absent (with the reason) or no school in one line', () => {
    expect(dayLines(day({ way: 'ABSENT', absence: 'Ill' }), en)).toEqual(['Absent: Ill']);
    expect(dayLines(day({ way: 'ABSENT', absence: '' }), de)).toEqual(['Abwesend']);
    expect(dayLines(day({ way: 'NO_SCHOOL' }), de)).toEqual(['Kein Unterricht']);
  });
});
