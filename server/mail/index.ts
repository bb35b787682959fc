/** Outgoing e-mail: the mailer and the account templates. */
export * from './mailer';
export * from './templates/confirm-email';
export * from './templates/reset-password';
