import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { GRADES, WEEKDAYS } from '../../model/enums';
import type { PublicEventQuery } from '../../model/event';
import { SelectField } from '../select-field';
import { languageName, languageOptions } from '../language-names';
import { weekdayName } from './format-offer';

/** Props of {@link OfferFilters}. */
export interface OfferFiltersProps {
  value: PublicEventQuery;
  onValueChange: (filters: PublicEventQuery) => void;
}

// Activities run on school days.
const SCHOOL_DAYS = WEEKDAYS.slice(0, 5);

/**
 * Grade, weekday and language filters as native selects: the phone's own picker, type-ahead
 * and arrow keys everywhere. "All" is the empty choice.
 */
export function OfferFilters({ value, onValueChange }: OfferFiltersProps) {
  const { i18n } = useLingui();
  const set = (key: keyof PublicEventQuery, choice: string) =>
    onValueChange({ ...value, [key]: choice === '' ? undefined : choice });
  // The weekday and language names come from Intl, whose first formatters cost a slow phone
  // more than the rest of a widget's first render. A closed select shows only its choice, so
  // the first render names that one and the lists follow right after it is on screen.
  const [named, setNamed] = useState(false);
  useEffect(() => setNamed(true), []);
  const days = named ? SCHOOL_DAYS : SCHOOL_DAYS.filter((day) => day === value.weekday);
  const language = value.language;
  const languages = named
    ? languageOptions(i18n.locale)
    : language
      ? [{ value: language, label: languageName(language, i18n.locale) }]
      : [];

  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{i18n._('offers.filters')}</legend>
      <SelectField
        label={i18n._('offers.filter.grade')}
        placeholder={i18n._('offers.filter.all')}
        options={GRADES.map((grade) => ({ value: grade, label: grade }))}
        value={value.grade ?? ''}
        onChange={(event) => set('grade', event.currentTarget.value)}
      />
      <SelectField
        label={i18n._('offers.filter.weekday')}
        placeholder={i18n._('offers.filter.all')}
        options={days.map((day) => ({ value: day, label: weekdayName(day, i18n.locale) }))}
        value={value.weekday ?? ''}
        onChange={(event) => set('weekday', event.currentTarget.value)}
      />
      <SelectField
        label={i18n._('offers.filter.language')}
        placeholder={i18n._('offers.filter.all')}
        options={languages}
        value={value.language ?? ''}
        onChange={(event) => set('language', event.currentTarget.value)}
      />
    </fieldset>
  );
}
