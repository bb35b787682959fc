import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

const ALLOWED_TAGS = new Set(
  'h1 h2 h3 p br hr strong b em i u s ul ol li blockquote a code pre table thead tbody tr th td'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** The public XSS payloads of xss-corpus.txt, comments left out. */
const corpus = readFileSync(new URL('./xss-corpus.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('# '));

/** Every tag of `html` with its attributes; text `<` comes out escaped, so each `<` is a tag. */
function tagsOf(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: [...rest!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, key, value]) => ({
      key: key!.toLowerCase(),
      value: value ?? '',
    })),
  }));
}

describe('sanitizeRichText', () => {
  it('keeps the rich text the editor makes', () => {
    const html =
      '<h2>Robots</h2><p><strong>Build</strong> and <em>program</em></p><ul><li>one</li></ul>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><pre><code>let x = 1;</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const html =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>' +
      '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p>');
  });

  it('keeps http(s), mailto and tel links, opened in a new tab without an opener', () => {
    expect(sanitizeRichText('<a href="https://school.example/x">more</a>')).toBe(
      '<a href="https://school.example/x" target="_blank" rel="noopener noreferrer">more</a>',
    );
    expect(sanitizeRichText('<a href="mailto:office@school.example">mail</a>')).toContain(
      'href="mailto:office@school.example"',
    );
    expect(sanitizeRichText('<a href="tel:+4930123456">call</a>')).toContain(
      'href="tel:+4930123456"',
    );
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/', '/relative'])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(
        '<a target="_blank" rel="noopener noreferrer">x</a>',
      );
  });

  it('answers an empty text for none', () => {
    expect(sanitizeRichText(null)).toBe('');
  });

  it('has a corpus to test against', () => {
    expect(corpus.length).toBeGreaterThan(80);
  });

  it.each(corpus)('leaves no script in %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const tag of tagsOf(clean)) {
      expect(ALLOWED_TAGS.has(tag.name), `<${tag.name}> in ${clean}`).toBe(true);
      for (const { key, value } of tag.attributes) {
        expect(ALLOWED_ATTRIBUTES[tag.name] ?? [], `${key} on <${tag.name}>`).toContain(key);
        if (key === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/i);
      }
    }
    expect(clean).not.toMatch(/javascript:|vbscript:|expression\(|<script|\son\w+=/i);
    // Idempotent: stored text cleaned again (when served) stays as it is.
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});
