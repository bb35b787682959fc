import type { Locale } from '../../../shared/model/enums';
import { renderAccountMail, type RenderedMail } from './layout';

/** Options of {@link confirmEmailMail}. */
export interface ConfirmEmailMailOptions {
  locale: Locale;
  productName: string;
  givenName: string;
  /** The absolute confirmation link. */
  link: string;
  validHours: number;
}

/** The message that asks a new user to confirm the e-mail address given at sign-up. */
export function confirmEmailMail({
  locale,
  productName,
  givenName,
  link,
  validHours,
}: ConfirmEmailMailOptions): RenderedMail {
  if (locale === 'de') {
    return renderAccountMail({
      subject: `${productName}: Bitte bestätigen Sie Ihre E-Mail-Adresse`,
      greeting: `Hallo ${givenName},`,
      paragraphs: [
        `vielen Dank für Ihre Registrierung bei ${productName}. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link. Er ist ${validHours} Stunden gültig.`,
        'Nach der Bestätigung prüfen wir Ihre Registrierung und schalten Ihr Konto frei.',
      ],
      linkLabel: 'E-Mail-Adresse bestätigen',
      link,
      footer: 'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    });
  }
  return renderAccountMail({
    subject: `${productName}: please confirm your e-mail address`,
    greeting: `Hello ${givenName},`,
    paragraphs: [
      `thank you for signing up with ${productName}. Please confirm your e-mail address with the link below. It is valid for ${validHours} hours.`,
      'Once you have confirmed it, we review your registration and unlock your account.',
    ],
    linkLabel: 'Confirm e-mail address',
    link,
    footer: 'If you did not sign up, you can ignore this e-mail.',
  });
}
