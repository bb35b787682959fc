import { describe, expect, it } from 'vitest';
import { addressListSchema, addressRowIssue, addressSchema, paymentAddressSchema } from './address';
import { firstMessage, issuesOf } from './test-support';

const complete = { street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' };
const empty = { street: '', zip: '', city: '', country: '' };
const partial = { street: 'Hauptstr. 1', zip: '', city: '', country: 'DE' };

describe('addressRowIssue', () => {
  it('accepts a complete row', () => {
    expect(addressRowIssue(complete, { allowEmpty: false })).toBeNull();
  });

  it('accepts an empty row only where allowed', () => {
    expect(addressRowIssue(empty)).toBeNull();
    expect(addressRowIssue(empty, { allowEmpty: false })).toBe('persons.label.addressMissingRule');
  });

  it('treats the preset country alone as empty', () => {
    expect(addressRowIssue({ ...empty, country: 'DE' }, { allowEmpty: false })).toBe(
      'persons.label.addressMissingRule',
    );
    expect(addressRowIssue({ ...empty, country: 'DE' })).toBeNull();
  });

  it('reports a partly filled row as incomplete', () => {
    expect(addressRowIssue(partial)).toBe('persons.label.addressIncompleteRule');
    expect(addressRowIssue({ ...complete, country: '' })).toBe(
      'persons.label.addressIncompleteRule',
    );
  });
});

describe('addressSchema', () => {
  it('limits fields to 255 characters and checks the country code', () => {
    expect(firstMessage(addressSchema, { ...complete, street: 'a'.repeat(255) })).toBeNull();
    expect(firstMessage(addressSchema, { ...complete, city: 'a'.repeat(256) })).toBe(
      '!.rules.max-characters',
    );
    expect(firstMessage(addressSchema, { ...complete, country: 'Deutschland' })).toBe(
      '!.rules.country',
    );
  });
});

describe('addressListSchema', () => {
  it('allows empty rows and an empty list by default', () => {
    expect(issuesOf(addressListSchema(), [])).toEqual([]);
    expect(issuesOf(addressListSchema(), [empty, complete])).toEqual([]);
  });

  it('reports incomplete rows on their index', () => {
    expect(issuesOf(addressListSchema(), [complete, partial])).toEqual([
      '1: persons.label.addressIncompleteRule',
    ]);
  });

  it('requires the first row when atLeastOne', () => {
    const schema = addressListSchema({ atLeastOne: true });
    expect(issuesOf(schema, [empty])).toEqual(['0: persons.label.addressMissingRule']);
    expect(issuesOf(schema, [])).toEqual([': persons.label.addressMissingRule']);
    expect(issuesOf(schema, [complete, empty])).toEqual([]);
  });
});

describe('paymentAddressSchema', () => {
  it('requires every field with its own message', () => {
    expect(issuesOf(paymentAddressSchema, empty)).toEqual([
      'street: !.rules.street',
      'zip: !.rules.zip',
      'city: !.rules.city',
      'country: !.rules.country',
    ]);
    expect(issuesOf(paymentAddressSchema, complete)).toEqual([]);
  });

  it('limits each field to 255 characters', () => {
    expect(firstMessage(paymentAddressSchema, { ...complete, zip: 'a'.repeat(256) })).toBe(
      '!.rules.max-characters',
    );
  });
});
