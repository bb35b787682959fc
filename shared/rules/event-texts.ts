/**
 * A reminder text's name is a variable the reminder e-mails insert: a letter, then letters or
 * digits (spec 002 §5 "variable rule"), under 256 characters.
 */
export const REMINDER_NAME = /^\p{L}[\p{L}\p{Nd}]{0,254}$/u;

export const isReminderName = (name: string) => REMINDER_NAME.test(name);

/** Whether a reminder text row is saved: rows without a name or a text are dropped (spec 002 §5). */
export const isSavedReminderText = (row: { name?: string | null; text?: string | null }) =>
  !!row.name?.trim() && !!textOf(row.text ?? '').trim();

/** The visible text of rich text (an editor's empty `<p></p>` is no text). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
