import type { DiscountRule, Weekday } from '../../../shared/model/enums';
import type { InvoiceLine } from '../../../shared/model/invoice';
import { PRICE_LABEL_KEYS, priceLabelOf } from '../../../shared/model/price-label';
import { bookingPrice, type PricedService, type StopPrice } from '../booking/rules/price';

/** A discount model a service offers. */
export interface OfferedDiscount {
  id: number;
  name: string;
  percent: number;
  rule: DiscountRule;
}

/** What the pricing reads of one accepted booking (server/services/invoice/read-chargeable.ts). */
export interface ChargeableBooking {
  bookingId: number;
  participantId: number;
  participantName: string;
  /** Orders the children: the oldest is the first child, who pays in full. */
  participantBirthday: string | null;
  serviceName: string;
  service: PricedService & { vatPercent: number };
  startDate: string | null;
  endDate: string | null;
  /** Overrides the computed price (euro), as on the booking. */
  individualPrice: number | null;
  stop: StopPrice | null;
  chosen: readonly { dayOfWeek: Weekday }[];
  partial: boolean;
  discounts: readonly OfferedDiscount[];
}

/** Options of {@link priceInvoiceLines}: the month and the family. */
export interface InvoicePricingOptions {
  year: number;
  month: number;
  /** The family's customer has a membership: member prices. */
  member: boolean;
  /** Discount models granted to the family. */
  grantedDiscountIds: ReadonlySet<number>;
  /** The configuration's VAT (percent), for services without one of their own. */
  vatPercent: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayOf = (iso: string) => Number(iso.slice(8, 10));
/** Hundredths of a percent as an integer, so the arithmetic stays in whole numbers. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** `part` percent of `cents`, rounded half up to a cent. */
export const percentOf = (cents: number, percent: number) =>
  Math.round((cents * basisPoints(percent)) / 10_000);

/** The VAT a gross amount contains at `percent` (prices are what families pay, VAT included). */
export const vatContained = (grossCents: number, percent: number) =>
  percent <= 0
    ? 0
    : Math.round((grossCents * basisPoints(percent)) / (10_000 + basisPoints(percent)));

/** The booking's full price in cents: its individual price, else the booking rule's. */
function fullPriceCents(booking: ChargeableBooking, member: boolean): number {
  if (booking.individualPrice !== null) return Math.round(booking.individualPrice * 100);
  const { amount } = bookingPrice(booking.service, {
    member,
    stop: booking.stop,
    chosen: booking.chosen,
    partial: booking.partial,
  });
  return Math.round(amount * 100);
}

/**
 * Which days of the month a booking is charged for and at what base (spec 001 §9 labels): a
 * holiday camp's service price in the month it starts; a one-time cost in the month of the
 * service's day; a monthly cost for every month the booking runs in, pro rata by calendar days
 * in a month it starts or ends in. Null when the month charges nothing.
 */
export function chargeInMonth(
  booking: ChargeableBooking,
  { year, month, member }: Pick<InvoicePricingOptions, 'year' | 'month' | 'member'>,
): { from: string; to: string; baseCents: number } | null {
  const first = `${year}-${pad(month)}-01`;
  const last = `${year}-${pad(month)}-${pad(daysIn(year, month))}`;
  const inMonth = (date: string | null) => date !== null && date >= first && date <= last;
  const start = booking.startDate ?? booking.service.startDate;
  const end = booking.endDate ?? booking.service.endDate;
  const full = fullPriceCents(booking, member);
  switch (priceLabelOf(booking.service)) {
    case PRICE_LABEL_KEYS.servicePrice:
      return inMonth(start) ? { from: start!, to: end ?? start!, baseCents: full } : null;
    case PRICE_LABEL_KEYS.oneTimeCost: {
      const day = booking.service.startDate;
      return inMonth(day) ? { from: day!, to: day!, baseCents: full } : null;
    }
    default: {
      const from = start !== null && start > first ? start : first;
      const to = end !== null && end < last ? end : last;
      if (from > to) return null;
      const days = dayOf(to) - dayOf(from) + 1;
      const monthDays = daysIn(year, month);
      const baseCents = days === monthDays ? full : Math.round((full * days) / monthDays);
      return { from, to, baseCents };
    }
  }
}

/**
 * The lines of a family's invoice for a month and product, by child (oldest first) and service.
 * Each line takes the best discount its service offers the family — SIBLING models from the
 * second child on (the children ordered by birthday among those charged this month), GRANTED
 * models when granted — and contains the VAT of its service, or of the configuration when the
 * service has none. Bookings the month charges nothing for are left out.
 */
export function priceInvoiceLines(
  bookings: readonly ChargeableBooking[],
  options: InvoicePricingOptions,
): InvoiceLine[] {
  const charged = bookings.flatMap((booking) => {
    const charge = chargeInMonth(booking, options);
    return charge ? [{ booking, charge }] : [];
  });
  const children = [
    ...new Map(charged.map(({ booking }) => [booking.participantId, booking])).values(),
  ].sort(
    (a, b) =>
      (a.participantBirthday ?? '9999').localeCompare(b.participantBirthday ?? '9999') ||
      a.participantId - b.participantId,
  );
  const rank = new Map(children.map((child, index) => [child.participantId, index]));
  return charged
    .sort(
      (a, b) =>
        rank.get(a.booking.participantId)! - rank.get(b.booking.participantId)! ||
        a.booking.serviceName.localeCompare(b.booking.serviceName) ||
        a.booking.bookingId - b.booking.bookingId,
    )
    .map(({ booking, charge }) => {
      const applicable = booking.discounts.filter((discount) =>
        discount.rule === 'SIBLING'
          ? rank.get(booking.participantId)! >= 1
          : options.grantedDiscountIds.has(discount.id),
      );
      const best = applicable.sort(
        (a, b) => b.percent - a.percent || a.name.localeCompare(b.name),
      )[0];
      const discountCents = best ? percentOf(charge.baseCents, best.percent) : 0;
      const amountCents = charge.baseCents - discountCents;
      const vatPercent =
        booking.service.vatPercent > 0 ? booking.service.vatPercent : options.vatPercent;
      return {
        bookingId: booking.bookingId,
        participantName: booking.participantName,
        serviceName: booking.serviceName,
        labelKey: priceLabelOf(booking.service),
        periodFrom: charge.from,
        periodTo: charge.to,
        baseCents: charge.baseCents,
        discountName: best?.name ?? null,
        discountPercent: best?.percent ?? null,
        discountCents,
        amountCents,
        vatPercent,
        vatCents: vatContained(amountCents, vatPercent),
      };
    });
}

/** An invoice's totals: what the family pays and the VAT it contains. */
export const invoiceTotals = (lines: readonly InvoiceLine[]) => ({
  totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  vatCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
});
