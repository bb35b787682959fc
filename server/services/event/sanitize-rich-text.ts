import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor of spec 002 §2.4 produces: headings 1 to 3, paragraphs, lists,
 * emphasis, links, tables and code. Everything else (scripts, styles and so CSS expressions,
 * event handlers, images from elsewhere, iframes, forms) is dropped; links keep only http(s),
 * mailto and tel addresses. sanitize-html works on htmlparser2's tokens in Node without a DOM
 * (isomorphic-dompurify would bring jsdom to the server), and being an allow-list, what it
 * does not know it drops.
 */
/** What a kept link starts with (sanitize-html still checks the scheme after decoding). */
const ABSOLUTE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

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
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Links leave the embedding page in a new tab and give the target no handle on it. Only
  // absolute http(s), mailto and tel addresses stay (a phone number a parent taps is worth
  // keeping): a relative one would point into whichever page embeds the text.
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const kept: sanitizeHtml.Attributes =
        href !== undefined && ABSOLUTE_LINK.test(href) ? { href } : {};
      return {
        tagName,
        attribs: { ...kept, ...rest, target: '_blank', rel: 'noopener noreferrer' },
      };
    },
  },
};

/**
 * A rich text (a service's description, a reminder text) as allowlisted HTML, safe to insert
 * into a page (the widgets and the portal render it as is). Every rich text is cleaned when
 * stored and again when a description is served (rows stored before the rule). Null becomes ''.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (html.length > CLEANED_MAX_LENGTH) return clean;
  // The oldest goes first: a school has a few hundred short texts; a listing serves dozens.
  if (cleaned.size >= CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value!);
  cleaned.set(html, clean);
  return clean;
}

/**
 * Texts cleaned lately, by their input: the same rules give the same output, and a listing
 * cleans every description on every request (about 0.1 ms each, measured under load).
 */
const cleaned = new Map<string, string>();
const CLEANED_KEPT = 500;
/** Longer texts are cleaned each time, so the memory kept stays under about 10 MB. */
const CLEANED_MAX_LENGTH = 10_000;
