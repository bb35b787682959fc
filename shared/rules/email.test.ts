import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './email';
import { firstMessage } from './test-support';

describe('emailSchema', () => {
  it('requires a value by default', () => {
    expect(firstMessage(emailSchema(), '')).toBe('shared.rules.email');
    expect(firstMessage(emailSchema(), '   ')).toBe('shared.rules.email');
  });

  it('allows empty when not required', () => {
    expect(firstMessage(emailSchema({ required: false }), '')).toBeNull();
  });

  it.each(['a@b.de', 'first.last@mail.example.com', 'x+y@domain.info', ' a@b.de '])(
    'accepts %s',
    (email) => expect(firstMessage(emailSchema(), email)).toBeNull(),
  );

  it.each(['a', 'a@b', 'a@b.c', 'a@b.abcde', '@b.de', 'a b@c.de', 'a@@b.de', 'a@b.d3'])(
    'rejects the shape %s',
    (email) => expect(firstMessage(emailSchema(), email)).toBe('shared.rules.email-content'),
  );

  it('trims the value', () => {
    expect(v.parse(emailSchema(), '  a@b.de ')).toBe('a@b.de');
  });

  it('allows 255 characters and rejects 256', () => {
    const at255 = `${'a'.repeat(255 - '@b.de'.length)}@b.de`;
    expect(firstMessage(emailSchema(), at255)).toBeNull();
    expect(firstMessage(emailSchema(), `a${at255}`)).toBe('!.rules.max-characters');
  });
});
