import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor of spec 002 §2.4 produces: headings 1 to 3, paragraphs, lists,
 * emphasis, links, tables and code. Everything else (scripts, styles, event handlers, images
 * from elsewhere, iframes) is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links leave the embedding page in a new tab and give the target no handle on it.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/**
 * A service description as allowlisted HTML, safe to insert into a page (the widgets and the
 * portal render it as is). Null becomes ''.
 */
export function sanitizeDescription(html: string | null): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
