import { describe, expect, it } from 'vitest';
import { familyNameSchema, genderSchema, givenNameSchema, titleSchema } from './names';
import { firstMessage } from './test-support';

describe('names', () => {
  it('requires given and family name', () => {
    expect(firstMessage(givenNameSchema, ' ')).toBe('!.rules.given-name');
    expect(firstMessage(familyNameSchema, '')).toBe('!.rules.family-name');
    expect(firstMessage(givenNameSchema, 'Ada')).toBeNull();
  });

  it('limits names and title to 255 characters', () => {
    for (const schema of [givenNameSchema, familyNameSchema, titleSchema]) {
      expect(firstMessage(schema, 'a'.repeat(255))).toBeNull();
      expect(firstMessage(schema, 'a'.repeat(256))).toBe('!.rules.max-characters');
    }
  });

  it('allows an empty title', () => expect(firstMessage(titleSchema, '')).toBeNull());

  it('requires one of the genders', () => {
    expect(firstMessage(genderSchema, 'DIVERS')).toBeNull();
    expect(firstMessage(genderSchema, '')).toBe('!.rules.gender');
    expect(firstMessage(genderSchema, null)).toBe('!.rules.gender');
  });
});
