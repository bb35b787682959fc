import { describe, expect, it } from 'vitest';
import {
  CLASS_REQUIRED_KEY,
  checkChildForm,
  childErrorsFromIssues,
  emptyChild,
  toParticipantSave,
} from './child-form-values';
import { blockersOf, confirmableOf } from './booking-findings';

const TODAY = '2026-11-21';
const lina = {
  ...emptyChild('Marquardt'),
  givenName: 'Lina',
  gender: 'FEMALE',
  birthday: '2019-03-04',
  grade: 'P2',
  language: 'EN',
  postfix: 'A',
};

describe('the add-a-child form', () => {
  it('accepts a complete child and sends the class under the school year', () => {
    expect(checkChildForm(lina, TODAY)).toEqual({});
    expect(toParticipantSave({ ...lina, givenName: ' Lina ' }, '2026/27')).toEqual({
      person: {
        givenName: 'Lina',
        familyName: 'Marquardt',
        gender: 'FEMALE',
        birthday: '2019-03-04',
      },
      clazzes: { '2026/27': { grade: 'P2', language: 'EN', postfix: 'A' } },
    });
  });

  it('asks for the names, the gender and the class; the birthday may stay empty', () => {
    const errors = checkChildForm(emptyChild(''), TODAY);
    expect(Object.keys(errors).sort()).toEqual(
      ['familyName', 'gender', 'givenName', 'grade', 'language', 'postfix'].sort(),
    );
    expect(errors.grade).toBe(CLASS_REQUIRED_KEY);
    expect(toParticipantSave({ ...lina, birthday: '' }, '2026/27').person.birthday).toBeNull();
  });

  it('refuses a birthday in the future and a class letter in a section without letters', () => {
    expect(checkChildForm({ ...lina, birthday: '2027-01-01' }, TODAY).birthday).toBeTruthy();
    expect(checkChildForm({ ...lina, language: 'FR', postfix: 'A' }, TODAY)).toEqual({
      postfix: '!.rules.clazz-postfix',
    });
    expect(checkChildForm({ ...lina, language: 'FR', postfix: 'UNKNOWN' }, TODAY)).toEqual({});
  });

  it("puts the server's issues on the form's fields", () => {
    expect(
      childErrorsFromIssues([
        { path: 'person.givenName', message: '!.rules.given-name' },
        { path: 'clazzes.2026/27', message: '!.rules.clazz-postfix' },
        { path: 'escortType', message: 'error.invalidInput' },
      ]),
    ).toEqual({ givenName: '!.rules.given-name', postfix: '!.rules.clazz-postfix' });
  });
});

describe('the booking verdict', () => {
  it('blocks on errors and noLocation, and asks to confirm the other warnings', () => {
    const check = {
      errors: [{ key: 'falseGrade' as const }],
      warnings: [{ key: 'noLocation' as const }, { key: 'noEventCapacityLeft' as const }],
    };
    expect(blockersOf(check).map(({ key }) => key)).toEqual(['falseGrade', 'noLocation']);
    expect(confirmableOf(check).map(({ key }) => key)).toEqual(['noEventCapacityLeft']);
  });
});
