import { fetchServiceOptions } from '../../../../shared/api/booking-save';
import { fetchEventRecord } from '../../../../shared/api/event-office';
import { fetchParticipant } from '../../../../shared/api/participant-office';
import type { BookingService } from '../../../../shared/model/booking-record';
import type { EventOption } from '../../../../shared/model/event-record';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { useResource } from '../../../../shared/ui/use-resource';
import type { BookingValues } from './booking-values';

/** What a new booking picks from: the child's name, the year's services, the picked service. */
export interface NewBookingChoices {
  participantName: string;
  serviceOptions: EventOption[];
  service: BookingService | null;
}

/**
 * The choices of a new booking (`values` null for a stored one: nothing is loaded): the
 * child's name, the services of the booking-phase year (`GET /api/event/no-person`) and the
 * picked service's dates and slots (`GET /api/event/{id}/record`).
 */
export function useNewBookingChoices(
  values: Pick<BookingValues, 'participantId' | 'serviceId'> | null,
): NewBookingChoices {
  const client = useApiClient();
  const participantId = values?.participantId ?? null;
  const serviceId = values?.serviceId ?? null;
  const creating = values !== null;
  const child = useResource(
    (signal) => fetchParticipant(client, participantId ?? 0, { signal }),
    [participantId],
    { enabled: participantId !== null },
  );
  const options = useResource((signal) => fetchServiceOptions(client, { signal }), [creating], {
    enabled: creating,
  });
  const picked = useResource(
    (signal) => fetchEventRecord(client, serviceId ?? 0, { signal }),
    [serviceId],
    { enabled: serviceId !== null },
  );
  const person = child.state.status === 'ready' ? child.state.data.person : null;
  const record = picked.state.status === 'ready' && serviceId !== null ? picked.state.data : null;
  return {
    participantName: person ? `${person.givenName} ${person.familyName}` : '',
    serviceOptions: options.state.status === 'ready' ? options.state.data : [],
    service: record
      ? {
          id: serviceId!,
          name: record.name,
          businessArea: record.businessArea,
          startDate: record.startDate,
          endDate: record.endDate,
          registrationDeadline: record.registrationDeadline,
          inbound: record.inbound,
          slots: record.recurrences.flatMap((slot) =>
            slot.id === null ? [] : [{ ...slot, id: slot.id }],
          ),
        }
      : null,
  };
}
