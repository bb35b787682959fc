import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INSTRUCTOR_KEYS, instructorInputSchema } from './instructor';
import { issuesOf } from './test-support';

const schema = instructorInputSchema({ today: '2026-11-24' });
const person = { givenName: 'Nina', familyName: 'Adler', gender: 'FEMALE' };

describe('instructorInputSchema (spec 002 §5 "Instructor")', () => {
  it('passes an instructor without phone, e-mail or business areas', () => {
    expect(issuesOf(schema, { person })).toEqual([]);
    expect(v.parse(schema, { person }).businessAreaSet).toEqual([]);
  });

  it('requires names and gender, and keeps names and title under 256', () => {
    expect(
      issuesOf(schema, {
        person: { givenName: ' ', familyName: '', gender: '', title: 'x'.repeat(256) },
      }),
    ).toEqual([
      'person.givenName: !.rules.given-name',
      'person.familyName: !.rules.family-name',
      'person.title: !.rules.max-characters',
      'person.gender: !.rules.gender',
    ]);
  });

  it("refuses a wrong e-mail with 'You must provide a correct email.'", () => {
    expect(issuesOf(schema, { person: { ...person, email: 'nina@example' } })).toEqual([
      `person.email: ${INSTRUCTOR_KEYS.email}`,
    ]);
    expect(issuesOf(schema, { person: { ...person, email: ' nina@example.com ' } })).toEqual([]);
  });

  it('refuses a birthday after today', () => {
    expect(issuesOf(schema, { person: { ...person, birthday: '2026-11-25' } })).toEqual([
      'person.birthday: !.rules.birthdayValid',
    ]);
  });

  it('drops empty contacts and incomplete addresses instead of refusing them', () => {
    const output = v.parse(schema, {
      person: {
        ...person,
        contactSet: [
          { contactType: 'MOBILE', value: '' },
          { contactType: 'PHONE', value: '+4930123' },
        ],
        addressSet: [
          { street: 'Ring 1', zip: '', city: 'Berlin', country: 'DE' },
          { street: '', zip: '', city: '', country: 'DE' },
          { street: 'Ring 2', zip: '10115', city: 'Berlin', country: 'DE' },
        ],
      },
    });
    expect(output.person.contactSet.map((contact) => contact.value)).toEqual(['+4930123']);
    expect(output.person.addressSet.map((address) => address.street)).toEqual(['Ring 2']);
  });
});
