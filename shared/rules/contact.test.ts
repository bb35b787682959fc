import { describe, expect, it } from 'vitest';
import { contactSchema, isPhoneContactType } from './contact';
import { issuesOf } from './test-support';

describe('contactSchema', () => {
  it('checks phone-type values with the phone rule', () => {
    for (const contactType of ['MOBILE', 'PHONE', 'MOBILE_BUSINESS', 'PHONE_BUSINESS']) {
      expect(issuesOf(contactSchema, { contactType, value: '+49171123456' })).toEqual([]);
      expect(issuesOf(contactSchema, { contactType, value: '12345' })).toEqual([
        'value: !.rules.phone',
      ]);
    }
  });

  it('allows an empty value', () => {
    expect(issuesOf(contactSchema, { contactType: 'MOBILE', value: '' })).toEqual([]);
  });

  it('limits other types to 255 characters only', () => {
    expect(issuesOf(contactSchema, { contactType: 'EMAIL', value: 'not a phone' })).toEqual([]);
    expect(issuesOf(contactSchema, { contactType: 'EMAIL', value: 'a'.repeat(256) })).toEqual([
      'value: !.rules.max-characters',
    ]);
  });

  it('needs a known type', () => {
    expect(issuesOf(contactSchema, { contactType: 'FAX', value: '' })).toHaveLength(1);
  });

  it('knows the phone types', () => {
    expect(isPhoneContactType('MOBILE_BUSINESS')).toBe(true);
    expect(isPhoneContactType('BUSINESS_EMAIL')).toBe(false);
    expect(isPhoneContactType(null)).toBe(false);
  });
});
