import { useLingui } from '@lingui/react';
import { CLASS_LANGUAGES, GRADES } from '../../../shared/model/enums';
import {
  CLASS_POSTFIXES,
  POSTFIXLESS_LANGUAGES,
  type ClassLanguage,
} from '../../../shared/model/participant';
import { languageName } from '../../../shared/ui/language-names';
import { SelectField } from '../../../shared/ui/select-field';
import type { ClassValues } from './participant-values';

/** Props of {@link ClassPicker}. */
export interface ClassPickerProps {
  /** The id of the grade select; the language and postfix selects add `-language`, `-postfix`. */
  id: string;
  /** The school year's name, shown as the group's legend. */
  schoolYear: string;
  value: ClassValues;
  onChange: (next: ClassValues) => void;
  /** A translated error of the whole entry (`clazz-incomplete`, `clazz-postfix`). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The class picker (spec 001 §2.2 shared widgets): grade, language and postfix of one school
 * year, all picked or none. FR, ES and IT classes have no letter: picking one of those
 * languages sets the postfix to UNKNOWN, the only one offered then (spec 001 §5).
 */
export function ClassPicker({
  id,
  schoolYear,
  value,
  onChange,
  error,
  disabled,
}: ClassPickerProps) {
  const { i18n } = useLingui();
  const postfixless = POSTFIXLESS_LANGUAGES.includes(value.language as ClassLanguage);
  const postfixes = postfixless ? ['UNKNOWN'] : CLASS_POSTFIXES;
  const none = i18n._('participants.class.none');
  return (
    <fieldset
      className="rounded-md border border-gray-200 p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium text-gray-800">
        {i18n._('participants.class.legend', { schoolYear })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          id={id}
          label={i18n._('participants.class.grade')}
          placeholder={none}
          options={GRADES.map((grade) => ({ value: grade, label: grade }))}
          value={value.grade}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, grade: event.currentTarget.value })}
        />
        <SelectField
          id={`${id}-language`}
          label={i18n._('participants.class.language')}
          placeholder={none}
          options={CLASS_LANGUAGES.map((code) => ({
            value: code,
            label: languageName(code, i18n.locale),
          }))}
          value={value.language}
          disabled={disabled}
          onChange={(event) => {
            const language = event.currentTarget.value;
            const letterless = POSTFIXLESS_LANGUAGES.includes(language as ClassLanguage);
            const postfix = letterless
              ? 'UNKNOWN'
              : value.postfix === 'UNKNOWN'
                ? ''
                : value.postfix;
            onChange({ ...value, language, postfix: language === '' ? value.postfix : postfix });
          }}
        />
        <SelectField
          id={`${id}-postfix`}
          label={i18n._('participants.class.postfix')}
          placeholder={none}
          options={postfixes.map((postfix) => ({
            value: postfix,
            label: postfix === 'UNKNOWN' ? i18n._('participants.class.noLetter') : postfix,
          }))}
          value={value.postfix}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, postfix: event.currentTarget.value })}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
