import type { I18n } from '@lingui/core';
import { bookingCheckMessageId } from '../../model/booking';
import type { BookingCheckMessage } from '../../model/booking';
import { formatDay } from '../offers/format-offer';

/** A booking check finding in the reader's language, its deadline date formatted for them. */
export function checkMessageText(i18n: I18n, { key, values = {} }: BookingCheckMessage): string {
  const date = values.date ? formatDay(values.date, i18n.locale) : undefined;
  return i18n._(bookingCheckMessageId(key), { ...values, ...(date ? { date } : {}) });
}
