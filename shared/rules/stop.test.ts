import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { STOP_KEYS, stopInputSchema } from './stop';
import { issuesOf } from './test-support';

describe('stopInputSchema', () => {
  it('passes a stop, trimmed, the picture address optional', () => {
    expect(v.parse(stopInputSchema, { name: ' Dornbusch ', street: 'Weg 1' })).toMatchObject({
      name: 'Dornbusch',
      imageUrl: '',
    });
  });

  it('requires name and street (spec 002 §5), under 256 characters', () => {
    expect(issuesOf(stopInputSchema, { name: '', street: ' ' })).toEqual([
      `name: ${STOP_KEYS.name}`,
      `street: ${STOP_KEYS.street}`,
    ]);
    expect(issuesOf(stopInputSchema, { name: 'x'.repeat(256), street: 'A' })).toEqual([
      'name: !.rules.max-characters',
    ]);
  });

  it('takes only an http or https address as the picture', () => {
    expect(issuesOf(stopInputSchema, { name: 'A', street: 'B', imageUrl: 'javascript:x' })).toEqual(
      ['imageUrl: shared.rules.web-address'],
    );
    expect(
      issuesOf(stopInputSchema, { name: 'A', street: 'B', imageUrl: 'https://x.org/a.jpg' }),
    ).toEqual([]);
  });
});
