import { useLingui } from '@lingui/react';
import { countryName, countryOptions } from './country-names';
import { SelectField } from './select-field';
import type { SelectFieldProps } from './select-field';

/** Props of {@link CountrySelect}: a {@link SelectField} whose options are the countries. */
export type CountrySelectProps = Omit<SelectFieldProps, 'options'>;

/**
 * A country select: every ISO 3166-1 alpha-2 code, named and sorted in the current language; the
 * value is the code (DE). The placeholder (value '') reads "Choose a country" unless given.
 * A stored code outside the list (a withdrawn one, say) is offered as well, so the select shows
 * it instead of silently displaying the first country.
 */
export function CountrySelect({ placeholder, value, ...props }: CountrySelectProps) {
  const { i18n } = useLingui();
  const countries = countryOptions(i18n.locale);
  const unlisted =
    typeof value === 'string' &&
    value !== '' &&
    !countries.some((option) => option.value === value);
  const options = unlisted
    ? [{ value, label: countryName(value, i18n.locale) }, ...countries]
    : countries;
  return (
    <SelectField
      options={options}
      placeholder={placeholder ?? i18n._('countrySelect.placeholder')}
      value={value}
      {...props}
    />
  );
}
