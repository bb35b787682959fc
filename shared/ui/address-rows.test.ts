import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressListSchema } from '../rules/address';
import { emptyAddress, rowErrorsFromIssues } from './address-rows';
import type { FieldIssue } from '../model/errors';

const complete = { street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' };
const translate = (key: string) => `t(${key})`;

describe('emptyAddress', () => {
  it('is a new row with the country preset to DE', () => {
    expect(emptyAddress()).toEqual({
      id: null,
      version: null,
      street: '',
      zip: '',
      city: '',
      country: 'DE',
    });
    expect(emptyAddress()).not.toBe(emptyAddress());
  });
});

describe('rowErrorsFromIssues', () => {
  it('puts the issues of addressListSchema on their rows, translated', () => {
    const rows = [emptyAddress(), complete, { ...complete, city: '' }];
    const { issues } = v.safeParse(addressListSchema({ atLeastOne: true }), rows);
    expect(rowErrorsFromIssues(issues ?? [], translate)).toEqual({
      0: 't(persons.label.addressMissingRule)',
      2: 't(persons.label.addressIncompleteRule)',
    });
  });

  it('counts a field issue for its row and keeps the first issue per row', () => {
    const rows = [{ ...complete, street: 'a'.repeat(256), zip: 'b'.repeat(256) }];
    const { issues } = v.safeParse(addressListSchema(), rows);
    expect(rowErrorsFromIssues(issues ?? [], translate)).toEqual({
      0: 't(!.rules.max-characters)',
    });
  });

  it('reads a form field and server paths', () => {
    const issues: FieldIssue[] = [
      { path: 'givenName', message: '!.rules.given-name' },
      { path: 'addressSet.1', message: 'persons.label.addressIncompleteRule' },
      { path: 'addressSet.3.zip', message: '!.rules.max-characters' },
      { path: 'addressSetX.0', message: 'error.invalidInput' },
    ];
    expect(rowErrorsFromIssues(issues, translate, { field: 'addressSet' })).toEqual({
      1: 't(persons.label.addressIncompleteRule)',
      3: 't(!.rules.max-characters)',
    });
  });
});
