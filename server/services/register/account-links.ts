/** The portal pages the account e-mails link to (spec 000 §2: /signup/confirm, /password/reset, /login). */
export const confirmEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/signup/confirm?token=${encodeURIComponent(token)}`;

export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/password/reset?token=${encodeURIComponent(token)}`;

export const signInLink = (publicUrl: string) => `${publicUrl}/login`;
