import type { Locale } from '../../../shared/model/enums';
import { renderAccountMail, type RenderedMail } from './layout';

/** Options of {@link resetPasswordMail}. */
export interface ResetPasswordMailOptions {
  locale: Locale;
  productName: string;
  givenName: string;
  /** The absolute reset link. */
  link: string;
  validMinutes: number;
}

/** The message with the link that lets a user choose a new password. */
export function resetPasswordMail({
  locale,
  productName,
  givenName,
  link,
  validMinutes,
}: ResetPasswordMailOptions): RenderedMail {
  if (locale === 'de') {
    return renderAccountMail({
      subject: `${productName}: Passwort zurücksetzen`,
      greeting: `Hallo ${givenName},`,
      paragraphs: [
        `für Ihr Konto bei ${productName} wurde ein neues Passwort angefordert. Über den folgenden Link können Sie es festlegen. Der Link ist ${validMinutes} Minuten gültig und kann nur einmal verwendet werden.`,
      ],
      linkLabel: 'Neues Passwort festlegen',
      link,
      footer:
        'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    });
  }
  return renderAccountMail({
    subject: `${productName}: reset your password`,
    greeting: `Hello ${givenName},`,
    paragraphs: [
      `someone asked for a new password for your ${productName} account. Use the link below to choose one. It is valid for ${validMinutes} minutes and works once.`,
    ],
    linkLabel: 'Choose a new password',
    link,
    footer: 'If you did not ask for this, ignore this e-mail; your password stays unchanged.',
  });
}
