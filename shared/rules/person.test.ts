import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isSpouseFilled, personSchema, spouseSchema } from './person';
import { issuesOf } from './test-support';

const today = '2026-11-21';
const mobile = { contactType: 'MOBILE', value: '+49171123456' };
const person = {
  givenName: 'Ada',
  familyName: 'Lovelace',
  title: null,
  gender: 'FEMALE',
  email: 'ada@example.com',
  birthday: '1990-12-10',
  contactSet: [mobile],
  languageSet: ['EN', 'DE'],
  addressSet: [{ street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' }],
};
const emptySpouse = { givenName: '', familyName: '', gender: null, email: '', contactSet: [] };

describe('personSchema', () => {
  const schema = personSchema({ today });

  it('accepts a complete person and reads null as empty', () => {
    expect(issuesOf(schema, person)).toEqual([]);
    expect(v.parse(schema, { ...person, email: null, birthday: undefined })).toMatchObject({
      title: '',
      email: '',
      birthday: '',
    });
  });

  it('reports every missing field on its path', () => {
    expect(
      issuesOf(schema, {
        ...person,
        givenName: '',
        familyName: ' ',
        gender: '',
        birthday: '2026-11-22',
      }),
    ).toEqual([
      'givenName: !.rules.given-name',
      'familyName: !.rules.family-name',
      'gender: !.rules.gender',
      'birthday: !.rules.birthdayValid',
    ]);
  });

  it('requires a private mobile or phone number', () => {
    expect(issuesOf(schema, { ...person, contactSet: [] })).toEqual(['contactSet: !.rules.phone']);
    expect(
      issuesOf(schema, {
        ...person,
        contactSet: [{ contactType: 'PHONE_BUSINESS', value: '0301234567' }],
      }),
    ).toEqual(['contactSet: !.rules.phone']);
    expect(
      issuesOf(schema, { ...person, contactSet: [{ contactType: 'PHONE', value: '0301234567' }] }),
    ).toEqual([]);
  });

  it('reports the phone even when other fields are wrong', () => {
    expect(issuesOf(schema, { ...person, givenName: '', contactSet: [] })).toEqual([
      'givenName: !.rules.given-name',
      'contactSet: !.rules.phone',
    ]);
  });

  it('does not require a phone when told so', () => {
    expect(
      issuesOf(personSchema({ today, phoneRequired: false }), { ...person, contactSet: [] }),
    ).toEqual([]);
  });

  it('checks e-mail, contacts and address rows', () => {
    expect(
      issuesOf(schema, {
        ...person,
        email: 'ada@',
        contactSet: [mobile, { contactType: 'PHONE', value: '123' }],
        addressSet: [{ street: 'x', zip: '', city: '', country: 'DE' }],
      }),
    ).toEqual([
      'email: shared.rules.email-content',
      'contactSet.1.value: !.rules.phone',
      'addressSet.0: persons.label.addressIncompleteRule',
    ]);
  });

  it('requires the first address when addressRequired', () => {
    expect(
      issuesOf(personSchema({ today, addressRequired: true }), { ...person, addressSet: [] }),
    ).toEqual(['addressSet: persons.label.addressMissingRule']);
  });
});

describe('spouseSchema', () => {
  const schema = spouseSchema({ today });

  it('accepts an empty spouse panel', () => {
    expect(issuesOf(schema, emptySpouse)).toEqual([]);
    expect(issuesOf(schema, {})).toEqual([]);
    expect(isSpouseFilled(emptySpouse)).toBe(false);
  });

  it('requires names and gender once anything is filled', () => {
    const required = [
      'givenName: !.rules.given-name',
      'familyName: !.rules.family-name',
      'gender: !.rules.gender',
    ];
    expect(issuesOf(schema, { ...emptySpouse, email: 'bob@example.com' })).toEqual(required);
    expect(issuesOf(schema, { ...emptySpouse, contactSet: [mobile] })).toEqual(required);
    expect(issuesOf(schema, { ...emptySpouse, givenName: 'Bob' })).toEqual(required.slice(1));
    expect(issuesOf(schema, { ...emptySpouse, gender: 'MALE' })).toEqual(required.slice(0, 2));
  });

  it('accepts a filled spouse without phone', () => {
    expect(
      issuesOf(schema, { ...emptySpouse, givenName: 'Bob', familyName: 'Builder', gender: 'MALE' }),
    ).toEqual([]);
  });

  it('ignores an empty phone row and the birthday as triggers', () => {
    expect(
      issuesOf(schema, { ...emptySpouse, contactSet: [{ contactType: 'MOBILE', value: '' }] }),
    ).toEqual([]);
    expect(issuesOf(schema, { ...emptySpouse, birthday: '1990-01-01' })).toEqual([]);
  });
});
