import { useLingui } from '@lingui/react';
import type { NamedPerson } from '../../../shared/model/participant-person';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { linkName } from './participant-person-values';

/** Props of {@link NamedPicker}. */
export interface NamedPickerProps {
  /** The select's id (a refused save focuses it). */
  id: string;
  label: string;
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  /** The matches of the search (the server's choices). */
  options: readonly NamedPerson[];
  value: NamedPerson | null;
  onValueChange: (value: NamedPerson | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A child or a person picked from the server's choices: a search field narrowing the list,
 * and a native select of "Family, Given (e-mail)". The chosen one stays offered while the
 * search changes.
 */
export function NamedPicker({
  id,
  label,
  searchLabel,
  search,
  onSearch,
  options,
  value,
  onValueChange,
  error,
  disabled,
}: NamedPickerProps) {
  const { i18n } = useLingui();
  const offered =
    value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  const labelOf = (person: NamedPerson) =>
    person.email ? `${linkName(person)} (${person.email})` : linkName(person);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${id}-search`}
        type="search"
        label={searchLabel}
        value={search}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <SelectField
        id={id}
        label={label}
        placeholder={i18n._('participantPersons.choose')}
        options={offered.map((person) => ({ value: String(person.id), label: labelOf(person) }))}
        value={value ? String(value.id) : ''}
        disabled={disabled}
        error={error}
        onChange={(event) => {
          const chosen = offered.find((person) => String(person.id) === event.currentTarget.value);
          onValueChange(chosen ?? null);
        }}
      />
    </div>
  );
}
