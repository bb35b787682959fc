import { useLingui } from '@lingui/react';
import { GENDERS } from '../../model/enums';
import { MAX_TEXT } from '../../model/limits';
import { AddressList } from '../address-list';
import { Alert } from '../alert';
import { DatePicker } from '../date-picker';
import { EmailField } from '../email-field';
import { PhoneField } from '../phone-field';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { LanguageCheckboxes } from './language-checkboxes';
import { PHONE_FIELD_NAMES } from './person-form-values';
import type { PersonFormErrors, PersonFormField, PersonFormValues } from './person-form-values';
import { MailOverwriteDialog, mailOwnerName } from './mail-overwrite-dialog';
import { useMailCheck } from './use-mail-check';

/** Props of {@link PersonFields}. */
export interface PersonFieldsProps {
  value: PersonFormValues;
  onValueChange: (next: PersonFormValues) => void;
  /** Message keys of the fields to show errors on (the caller decides which are due). */
  errors: PersonFormErrors;
  onFieldBlur?: (field: PersonFormField) => void;
  /** The spouse panel has no languages or addresses, and nothing is required until filled. */
  variant?: 'person' | 'spouse';
  /** yyyy-MM-dd; the birthday picker's last day. */
  today: string;
  /** Prefix of the fields' ids, unique on the page; `personFieldId` builds them. */
  idPrefix: string;
  /** Whether the form requires a phone (its hint says so); an instructor's does not. */
  phoneRequired?: boolean;
  /**
   * Ask before keeping an e-mail another person already has (spec 001 §8: the overwrite dialog
   * names that person, accept keeps the address, cancel puts the previous one back). Without
   * it only the info alert shows (the customer dialog, whose save refuses such an address).
   */
  confirmTakenMail?: boolean;
}

/** The id of `field` in the {@link PersonFields} with `idPrefix`, e.g. to focus the first error. */
export function personFieldId(idPrefix: string, field: PersonFormField): string {
  return `${idPrefix}-${field.replace('.', '-')}`;
}

/**
 * The person form of spec 000 §2: given and family name, title, gender, e-mail (with the
 * existence check), birthday, the four phone numbers, languages and addresses. Controlled:
 * the caller owns the values and decides when errors show.
 */
export function PersonFields({
  value,
  onValueChange,
  errors,
  onFieldBlur,
  variant = 'person',
  today,
  idPrefix,
  phoneRequired = true,
  confirmTakenMail = false,
}: PersonFieldsProps) {
  const { i18n } = useLingui();
  const mailOwner = useMailCheck(value.email, value.id);
  const isPerson = variant === 'person';
  const set = <K extends keyof PersonFormValues>(key: K, next: PersonFormValues[K]) =>
    onValueChange({ ...value, [key]: next });
  const errorOf = (field: PersonFormField) => (errors[field] ? i18n._(errors[field]) : null);
  const common = (field: PersonFormField) => ({
    id: personFieldId(idPrefix, field),
    error: errorOf(field),
    onBlur: () => onFieldBlur?.(field),
  });
  const text = (field: 'givenName' | 'familyName' | 'title') => ({
    ...common(field),
    value: value[field],
    counter: MAX_TEXT,
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field, event.currentTarget.value),
  });

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={i18n._('person.givenName')}
          autoComplete={isPerson ? 'given-name' : 'off'}
          required={isPerson}
          {...text('givenName')}
        />
        <TextField
          label={i18n._('person.familyName')}
          autoComplete={isPerson ? 'family-name' : 'off'}
          required={isPerson}
          {...text('familyName')}
        />
        <TextField
          label={i18n._('person.title')}
          autoComplete={isPerson ? 'honorific-prefix' : 'off'}
          {...text('title')}
        />
        <SelectField
          label={i18n._('person.gender')}
          required={isPerson}
          placeholder={i18n._('person.genderChoose')}
          options={GENDERS.map((gender) => ({ value: gender, label: i18n._(`gender.${gender}`) }))}
          value={value.gender}
          onChange={(event) =>
            set('gender', event.currentTarget.value as PersonFormValues['gender'])
          }
          {...common('gender')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <EmailField
            label={i18n._('person.email')}
            autoComplete={isPerson ? 'email' : 'off'}
            value={value.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            {...common('email')}
          />
          {mailOwner ? (
            <Alert variant="info" className="mt-2">
              {mailOwner.familyName === null
                ? i18n._('customers.message.personExists')
                : i18n._('person.mailTakenBy', { name: mailOwnerName(mailOwner) })}
            </Alert>
          ) : null}
          {confirmTakenMail ? (
            <MailOverwriteDialog
              owner={mailOwner}
              personId={value.id}
              email={value.email}
              onRestore={(previous) => set('email', previous)}
            />
          ) : null}
        </div>
        <DatePicker
          label={i18n._('person.birthday')}
          value={value.birthday}
          onValueChange={(birthday) => set('birthday', birthday)}
          max={today}
          today={today}
          {...common('birthday')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{i18n._('person.phones')}</legend>
        {isPerson && phoneRequired ? (
          <p className="mt-1 text-sm text-gray-600">{i18n._('person.phonesHint')}</p>
        ) : null}
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {PHONE_FIELD_NAMES.map((field) => (
            <PhoneField
              key={field}
              label={i18n._(`person.phone.${field}`)}
              autoComplete={isPerson && field === 'mobile' ? 'tel' : 'off'}
              value={value.phones[field]}
              onValueChange={(phone) => set('phones', { ...value.phones, [field]: phone })}
              {...common(field)}
            />
          ))}
        </div>
      </fieldset>
      {isPerson ? (
        <>
          <LanguageCheckboxes
            legend={i18n._('person.languages')}
            value={value.languageSet}
            onValueChange={(languages) => set('languageSet', languages)}
          />
          <AddressList
            legend={i18n._('person.addresses')}
            idPrefix={`${idPrefix}-address`}
            value={value.addressSet}
            onValueChange={(rows) => set('addressSet', rows)}
            errors={Object.fromEntries(
              value.addressSet.map((_, index) => [
                index,
                errorOf(`addressSet.${index}`) ?? undefined,
              ]),
            )}
          />
        </>
      ) : null}
    </div>
  );
}
