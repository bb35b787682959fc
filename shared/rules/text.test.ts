import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { textSchema } from './text';
import { firstMessage } from './test-support';

describe('textSchema', () => {
  it('trims and allows empty unless required', () => {
    expect(v.parse(textSchema(), '  a b  ')).toBe('a b');
    expect(v.parse(textSchema(), '   ')).toBe('');
    expect(
      firstMessage(textSchema({ required: true, messageKey: '!.rules.given-name' }), '  '),
    ).toBe('!.rules.given-name');
  });

  it('allows 255 characters and rejects 256', () => {
    expect(firstMessage(textSchema(), 'a'.repeat(255))).toBeNull();
    expect(firstMessage(textSchema(), 'a'.repeat(256))).toBe('!.rules.max-characters');
  });

  it('refuses characters the database cannot store, in every text field', () => {
    expect(firstMessage(textSchema(), 'a\u0000b')).toBe('shared.rules.invalid-characters');
    expect(firstMessage(textSchema({ required: true }), '\uD800')).toBe(
      'shared.rules.invalid-characters',
    );
  });
});
