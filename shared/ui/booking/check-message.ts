import type { I18n } from '@lingui/core';
import { bookingCheckMessageId } from '../../model/booking';
import type { BookingCheckMessage } from '../../model/booking';
import { formatDay } from '../offers/format-offer';

/**
 * A booking check finding in the reader's language, its deadline date formatted for them.
 * `forSelf`: the parent books themself (a parent activity), so "already booked" speaks of them,
 * not of their child.
 */
export function checkMessageText(
  i18n: I18n,
  { key, values = {} }: BookingCheckMessage,
  { forSelf = false } = {},
): string {
  const date = values.date ? formatDay(values.date, i18n.locale) : undefined;
  const id = forSelf && key === 'alreadyBooked' ? SELF_ALREADY_BOOKED : bookingCheckMessageId(key);
  return i18n._(id, { ...values, ...(date ? { date } : {}) });
}

const SELF_ALREADY_BOOKED = 'booking.check.alreadyRegisteredYourself';
