import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { fetchParticipantPage } from '../../../../shared/api/participant-office';
import { needsRecurrences } from '../../../../shared/model/booking-record';
import type { EventOption } from '../../../../shared/model/event-record';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { useResource } from '../../../../shared/ui/use-resource';
import { InstructorPicker } from '../../events/instructor-picker';

/** A child or service chosen for a new booking, by id with its name. */
export interface Chosen {
  id: number;
  name: string;
}

/** Props of {@link ChildrenPicker}. */
export interface ChildrenPickerProps {
  id: string;
  value: readonly Chosen[];
  onChange: (value: Chosen[]) => void;
  error?: string | null;
  disabled?: boolean;
}

/** How many children the search offers at once. */
const SEARCH_PAGE = 20;

/**
 * The children of a new booking (the office): chips, and a search of the participant list
 * (`GET /api/participant?search=`) by the typed name. Several children make several bookings
 * of the same service(s) at once (`PUT /api/booking/create-bookings`).
 */
export function ChildrenPicker({ id, value, onChange, error, disabled }: ChildrenPickerProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const found = useResource(
    (signal) =>
      fetchParticipantPage(
        client,
        {
          page: 1,
          pageSize: SEARCH_PAGE,
          orderBy: 'familyName',
          asc: true,
          search: search.trim(),
        },
        { signal },
      ),
    [search],
    { enabled: search.trim() !== '' },
  );
  const options =
    found.state.status === 'ready'
      ? found.state.data.items.map((row) => ({
          id: row.id,
          name: `${row.givenName} ${row.familyName}${row.clazz ? ` (${row.clazz})` : ''}`,
        }))
      : [];
  return (
    <InstructorPicker
      id={id}
      label={i18n._('bookingDialog.participants')}
      options={options}
      value={value}
      onChange={onChange}
      onTextChange={setSearch}
      error={error}
      disabled={disabled}
      texts={{
        chosen: i18n._('bookingDialog.participantsChosen'),
        remove: (name) => i18n._('bookingDialog.removeChoice', { name }),
        placeholder: i18n._('bookingDialog.searchParticipant'),
        list: i18n._('bookingDialog.participants'),
      }}
    />
  );
}

/** Props of {@link MoreServicesPicker}. */
export interface MoreServicesPickerProps {
  id: string;
  /** The year's services; the main service and those that need weekdays are not offered. */
  options: readonly EventOption[];
  mainServiceId: number | null;
  value: readonly Chosen[];
  onChange: (value: Chosen[]) => void;
  disabled?: boolean;
}

/**
 * Further services booked with the same status and children, each whole (every slot, its own
 * dates). Bus and childminding need their weekdays chosen, so they are booked one at a time
 * with the service field above.
 */
export function MoreServicesPicker({
  id,
  options,
  mainServiceId,
  value,
  onChange,
  disabled,
}: MoreServicesPickerProps) {
  const { i18n } = useLingui();
  return (
    <InstructorPicker
      id={id}
      label={i18n._('bookingDialog.moreServices')}
      options={options.filter(
        (option) => option.id !== mainServiceId && !needsRecurrences(option.businessArea),
      )}
      value={value}
      onChange={onChange}
      disabled={disabled}
      texts={{
        chosen: i18n._('bookingDialog.moreServicesChosen'),
        remove: (name) => i18n._('bookingDialog.removeChoice', { name }),
        placeholder: i18n._('bookingDialog.searchService'),
        list: i18n._('bookingDialog.moreServices'),
      }}
    />
  );
}
