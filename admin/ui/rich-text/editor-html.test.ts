import { describe, expect, it } from 'vitest';
import { formValueOf } from './editor-html';

describe('formValueOf', () => {
  it('answers the empty string for an empty editor', () => {
    expect(formValueOf('<p></p>')).toBe('');
    expect(formValueOf('<p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('drops the empty paragraphs at the end', () => {
    expect(formValueOf('<table></table><p></p>')).toBe('<table></table>');
    expect(formValueOf('<p></p><p>Hi</p><p></p><p></p>')).toBe('<p></p><p>Hi</p>');
  });
});
