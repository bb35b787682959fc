import { useLingui } from '@lingui/react';
import { fetchContactPersons } from '../../../../shared/api/participant-office';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { SelectField } from '../../../../shared/ui/select-field';
import { useResource } from '../../../../shared/ui/use-resource';

/** Props of {@link EscortField}. */
export interface EscortFieldProps {
  id: string;
  participantId: number | null;
  value: number | null;
  onChange: (personId: number | null) => void;
  onBlur?: () => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Who brings and picks up the child (spec 001 §5 "escort"): one of the child's contact persons
 * (`GET /api/participant/{id}/contact-persons`: the customer, the spouse, the linked pick-up
 * persons), as the server accepts only those. Required for customers when `enableEscort` is on.
 */
export function EscortField({
  id,
  participantId,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
}: EscortFieldProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const contacts = useResource(
    (signal) => fetchContactPersons(client, participantId ?? 0, { signal }),
    [participantId],
    { enabled: participantId !== null },
  );
  const people = contacts.state.status === 'ready' ? contacts.state.data : [];
  return (
    <SelectField
      id={id}
      label={i18n._('bookingDialog.escort')}
      placeholder={i18n._('bookingDialog.noEscort')}
      options={people.map((person) => ({
        value: String(person.personId),
        label: `${person.givenName} ${person.familyName}`,
      }))}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === '' ? null : Number(chosen));
      }}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
