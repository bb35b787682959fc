import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description';

describe('sanitizeDescription', () => {
  it('keeps the rich text the editor makes', () => {
    const html =
      '<h2>Robots</h2><p><strong>Build</strong> and <em>program</em></p><ul><li>one</li></ul>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const html =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>' +
      '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">';
    expect(sanitizeDescription(html)).toBe('<p>Hi</p>');
  });

  it('keeps http links, opened in a new tab without an opener, and drops javascript: ones', () => {
    expect(sanitizeDescription('<a href="https://school.example/x">more</a>')).toBe(
      '<a href="https://school.example/x" target="_blank" rel="noopener noreferrer">more</a>',
    );
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('answers an empty text for none', () => {
    expect(sanitizeDescription(null)).toBe('');
  });
});
