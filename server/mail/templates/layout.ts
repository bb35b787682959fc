import { escapeHtml } from './escape-html';

/** What every account e-mail consists of: a greeting, paragraphs, one button link, a footer. */
export interface AccountMailParts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  linkLabel: string;
  link: string;
  footer: string;
}

/** The rendered message: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders the parts as plain text and as simple HTML that mail clients show alike. */
export function renderAccountMail(parts: AccountMailParts): RenderedMail {
  const text = [parts.greeting, ...parts.paragraphs, parts.link, parts.footer].join('\n\n');
  const paragraphs = parts.paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html>
<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5">
<p>${escapeHtml(parts.greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(parts.link)}" style="display: inline-block; padding: 10px 16px; background: #961981; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(parts.linkLabel)}</a></p>
<p style="font-size: 13px; color: #555">${escapeHtml(parts.link)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(parts.footer)}</p>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}
