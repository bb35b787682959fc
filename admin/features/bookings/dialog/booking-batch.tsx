import { useLingui } from '@lingui/react';
import type { BatchItem } from '../../../../shared/model/booking-batch';
import { Alert } from '../../../../shared/ui/alert';
import type { BatchRefusal, BatchTarget } from './use-booking-save';
import { toBookingInput, type BookingValues } from './booking-values';
import type { Chosen } from './new-booking-targets';

/**
 * The bookings a new booking with several children and/or services makes: every child with
 * every service. The first service (the form's) carries the chosen weekdays, stop and dates;
 * further services are booked whole. The escort goes along only for one child (it is one of
 * that child's contact persons).
 */
export function batchTargets(
  values: BookingValues,
  children: readonly Chosen[],
  services: readonly Chosen[],
): BatchTarget[] {
  const input = toBookingInput(values);
  const escortPersonId = children.length === 1 ? (input.escortPersonId ?? null) : null;
  return children.flatMap((child) =>
    services.map((service, index) => {
      const item: BatchItem =
        index === 0
          ? {
              participantId: child.id,
              serviceId: service.id,
              recurrenceIds: input.recurrenceIds ?? [],
              stopId: input.stopId ?? null,
              escortPersonId,
              startDate: input.startDate ?? null,
              endDate: input.endDate ?? null,
            }
          : {
              participantId: child.id,
              serviceId: service.id,
              recurrenceIds: [],
              stopId: null,
              escortPersonId,
              startDate: null,
              endDate: null,
            };
      return { item, childName: child.name, serviceName: service.name };
    }),
  );
}

/** The bookings of a batch the server refused, each with why; nothing when none. */
export function BatchRefusals({
  refusals,
  made,
}: {
  refusals: readonly BatchRefusal[];
  /** How many of the batch were made so far. */
  made: number;
}) {
  const { i18n } = useLingui();
  if (refusals.length === 0) return null;
  return (
    <Alert variant="error" title={i18n._('bookingDialog.batchRefused')} className="mb-4">
      <ul className="list-disc pl-5" data-batch-refusals>
        {refusals.map((refusal) => (
          <li key={`${refusal.item.participantId}:${refusal.item.serviceId}`}>
            {refusal.childName} – {refusal.serviceName}:{' '}
            {/* The server's catalog id, with the values its text names. */}
            {i18n._(refusal.message, refusal.values)}
          </li>
        ))}
      </ul>
      {made > 0 ? <p className="mt-2">{i18n._('bookingDialog.batchMade')}</p> : null}
    </Alert>
  );
}
