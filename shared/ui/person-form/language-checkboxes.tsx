import { useLingui } from '@lingui/react';
import { LANGUAGES } from '../../model/enums';
import type { Language } from '../../model/enums';
import { languageOptions } from '../language-names';

/** Props of {@link LanguageCheckboxes}. */
export interface LanguageCheckboxesProps {
  legend: string;
  value: readonly Language[];
  onValueChange: (languages: Language[]) => void;
  disabled?: boolean;
}

/**
 * The languages a person speaks, as a group of checkboxes named in the reader's language
 * (Intl.DisplayNames) and sorted by those names.
 */
export function LanguageCheckboxes({
  legend,
  value,
  onValueChange,
  disabled,
}: LanguageCheckboxesProps) {
  const { i18n } = useLingui();
  const options = languageOptions(i18n.locale);

  function toggle(code: Language, checked: boolean) {
    const next = checked ? [...value, code] : value.filter((language) => language !== code);
    // Keep the catalogue order, so saving the same choice twice sends the same list.
    onValueChange(LANGUAGES.filter((language) => next.includes(language)));
  }

  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map(({ value: code, label: name }) => (
          <label key={code} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              checked={value.includes(code)}
              onChange={(event) => toggle(code, event.currentTarget.checked)}
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
