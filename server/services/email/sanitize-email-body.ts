import sanitizeHtml from 'sanitize-html';

/** An address a kept link may have: absolute http(s), mailto, tel, or one wildcard (`{{portalLink}}`). */
const KEPT_LINK = /^(https?:\/\/|mailto:|tel:|\{\{\s*[A-Za-z][A-Za-z0-9]*\s*\}\}$)/i;

/**
 * What the composer's rich-text editor (spec 002 §2.4, tiptap) produces: headings 1 to 3,
 * paragraphs, lists, emphasis, links, tables and code. sanitize-html is an allow-list (what it
 * does not know it drops: scripts, styles, event handlers, images, forms); it works on
 * htmlparser2's tokens without a DOM. The same library cleans the services' rich texts
 * (services/event/sanitize-rich-text.ts); a mail differs in that a link may be a wildcard,
 * filled (and escaped) when the mail is rendered.
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
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // sanitize-html checks the scheme; the transform below keeps only absolute addresses and
  // wildcards (a relative one would point nowhere in a mail).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const kept: sanitizeHtml.Attributes =
        href !== undefined && KEPT_LINK.test(href.trim()) ? { href: href.trim() } : {};
      return {
        tagName,
        attribs: { ...kept, ...rest, target: '_blank', rel: 'noopener noreferrer' },
      };
    },
  },
};

/** A template's body as allow-listed HTML: cleaned when saved, and again when rendered. */
export function sanitizeEmailBody(html: string): string {
  return html ? sanitizeHtml(html, OPTIONS).trim() : '';
}
