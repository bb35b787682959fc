import type { RenderedEmail, TemplateLanguage } from '../../../shared/model/email';
import { WILDCARD_PATTERN } from '../../../shared/model/email-wildcards';
import { escapeHtml } from '../../mail/templates/escape-html';
import { sanitizeEmailBody } from './sanitize-email-body';

/** A template's texts as one mail renders them. */
export interface TemplateTexts {
  subject: string;
  body: string;
  style: boolean;
}

/** The value of each wildcard for one recipient; a missing or empty one renders empty. */
export type WildcardValues = Record<string, string | undefined>;

/** The wildcards `texts` use that have no value for this recipient. */
export function missingWildcards(values: WildcardValues, ...texts: string[]): string[] {
  const missing = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(WILDCARD_PATTERN))
      if (!values[match[1]!]?.trim()) missing.add(match[1]!);
  return [...missing];
}

/** A subject with its wildcards filled: plain text on one line (a header takes no line break). */
export function renderSubject(subject: string, values: WildcardValues): string {
  return subject
    .replace(WILDCARD_PATTERN, (_, name: string) => values[name] ?? '')
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

/**
 * A body with its wildcards filled: every value HTML-escaped (a child named `<b>x</b>` stays
 * text; a line break becomes `<br>`), then cleaned once more, so a value in a link's address
 * cannot make it a `javascript:` one.
 */
export function renderBody(body: string, values: WildcardValues): string {
  const filled = sanitizeEmailBody(body).replace(WILDCARD_PATTERN, (_, name: string) =>
    escapeHtml(values[name] ?? '').replace(/\r?\n/g, '<br>'),
  );
  return sanitizeEmailBody(filled);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The plain-text part of a rendered body: blocks on lines of their own, links with their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '') === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-3]|blockquote|pre|table|ul|ol)>/gi, '\n\n')
    .replace(/<\/(li|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Options of {@link renderEmail}. */
export interface RenderEmailOptions {
  template: TemplateTexts;
  values: WildcardValues;
  language: TemplateLanguage;
  /** The organisation's name in the letterhead. */
  productName: string;
}

/**
 * One recipient's mail: subject, HTML and plain text. With `style` the organisation's letterhead
 * (its name in a coloured band, a footer) wraps the body; without it the body stands alone.
 */
export function renderEmail({
  template,
  values,
  language,
  productName,
}: RenderEmailOptions): RenderedEmail {
  const subject = renderSubject(template.subject, values);
  const body = renderBody(template.body, values);
  const lang = language === 'DE' ? 'de' : 'en';
  const footer =
    language === 'DE'
      ? `Diese E-Mail wurde Ihnen von ${productName} gesendet.`
      : `This e-mail was sent to you by ${productName}.`;
  const inner = template.style
    ? `<div style="max-width: 640px; margin: 0 auto; border: 1px solid #e5e5e5">
<div style="background: #961981; color: #fff; padding: 16px 24px; font-size: 20px; font-weight: bold">${escapeHtml(productName)}</div>
<div style="padding: 16px 24px">
${body}
</div>
<div style="padding: 12px 24px; font-size: 12px; color: #666; border-top: 1px solid #e5e5e5">${escapeHtml(footer)}</div>
</div>`
    : body;
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5">
${inner}
</body>
</html>
`;
  const text = template.style ? `${htmlToText(body)}\n\n--\n${footer}` : htmlToText(body);
  return { language, subject, html, text };
}
