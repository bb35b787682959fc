import { describe, expect, it } from 'vitest';
import { addressLine } from './contact-list';
import {
  EMPTY_CLASS,
  participantFieldOf,
  toParticipantInput,
  toParticipantValues,
  withClass,
} from './participant-values';

const alone = { ...toParticipantValues(null, 7), escortType: 'ALONE' as const, homeAlone: true };

describe('the participant dialog values', () => {
  it('flips ALONE to GUARDIAN and clears home alone when the latest class is M1, M2 or P1', () => {
    const older = withClass(alone, '2025/26', { grade: 'P1', language: 'DE', postfix: 'A' });
    expect(older).toMatchObject({ escortType: 'GUARDIAN', homeAlone: false });
    const later = withClass(alone, '2026/27', { grade: 'P3', language: 'DE', postfix: 'A' });
    const both = withClass(later, '2025/26', { grade: 'P2', language: 'DE', postfix: 'A' });
    expect(both).toMatchObject({ escortType: 'ALONE', homeAlone: true });
    expect(withClass(both, '2026/27', { ...EMPTY_CLASS, grade: 'M2' })).toMatchObject({
      escortType: 'GUARDIAN',
      homeAlone: false,
    });
  });

  it('ignores an empty class entry for the rule and sends the customer of a new child', () => {
    const values = withClass(alone, '2027/28', EMPTY_CLASS);
    expect(values.escortType).toBe('ALONE');
    expect(toParticipantInput(values, null)).toMatchObject({ id: null, customerId: 7 });
  });

  it('lands issues on the class of their year, the person form and its own fields', () => {
    expect(participantFieldOf('clazzes.2025/26', alone)).toBe('clazzes.2025/26');
    expect(participantFieldOf('person.givenName', alone)).toBe('givenName');
    expect(participantFieldOf('customerId', alone)).toBe('customerId');
    expect(participantFieldOf('imageFile', alone)).toBe('imageFile');
  });

  it('leaves the country out of a German address', () => {
    const address = { street: 'Gartenweg 7', zip: '60316', city: 'Frankfurt', country: 'DE' };
    expect(addressLine(address, 'en')).toBe('Gartenweg 7, 60316 Frankfurt');
    expect(addressLine({ ...address, country: 'FR' }, 'en')).toBe(
      'Gartenweg 7, 60316 Frankfurt, France',
    );
  });
});
