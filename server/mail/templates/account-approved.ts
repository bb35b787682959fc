import type { Locale } from '../../../shared/model/enums';
import { renderAccountMail, type RenderedMail } from './layout';

/** Options of {@link accountApprovedMail}. */
export interface AccountApprovedMailOptions {
  locale: Locale;
  productName: string;
  givenName: string;
  /** The absolute link to the sign-in page. */
  link: string;
}

/**
 * The message that tells a new user their sign-up was approved: the confirmation page promised
 * to let them know, so they need not keep trying to sign in.
 */
export function accountApprovedMail({
  locale,
  productName,
  givenName,
  link,
}: AccountApprovedMailOptions): RenderedMail {
  if (locale === 'de') {
    return renderAccountMail({
      subject: `${productName}: Ihr Konto ist freigeschaltet`,
      greeting: `Hallo ${givenName},`,
      paragraphs: [
        `Ihre Registrierung bei ${productName} wurde freigegeben. Sie können sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.`,
      ],
      linkLabel: 'Anmelden',
      link,
      footer: `Sie erhalten diese E-Mail, weil Sie sich bei ${productName} registriert haben.`,
    });
  }
  return renderAccountMail({
    subject: `${productName}: your account is ready`,
    greeting: `Hello ${givenName},`,
    paragraphs: [
      `your registration with ${productName} has been approved. You can now sign in with your e-mail address and password.`,
    ],
    linkLabel: 'Sign in',
    link,
    footer: `You receive this e-mail because you signed up with ${productName}.`,
  });
}
