import { useLingui } from '@lingui/react';
import { CalendarPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { CustomerParticipant, CustomerRecord } from '../../../shared/model/customer-office';
import { buttonClass } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import type { useForm } from '../../../shared/ui/form';
import { PersonFields } from '../../../shared/ui/person-form/person-fields';
import { PersonPictureInput } from '../../../shared/ui/person-form/person-picture-input';
import { TextField } from '../../../shared/ui/text-field';
import { BookingDialog } from '../bookings/dialog/booking-dialog';
import { GrantedDiscountsField } from './granted-discounts-field';
import {
  customerName,
  personErrorsOf,
  type BankField,
  type CustomerField,
  type CustomerValues,
} from './customer-values';

/** The dialog's form, as `useForm` answers it. */
export type CustomerForm = ReturnType<typeof useForm<CustomerValues, unknown, CustomerField>>;

/** The ids of the dialog's fields start with this (the person form's and the form hook's). */
export const CUSTOMER_ID_PREFIX = 'customer';

/** The Person tab: the shared person form, a phone required (spec 000 §5), and the picture. */
export function CustomerPersonTab({
  form,
  record,
}: {
  form: CustomerForm;
  record: CustomerRecord | null;
}) {
  const { i18n } = useLingui();
  const error = form.errors.personImageFile;
  return (
    <div className="space-y-5">
      <PersonFields
        idPrefix={CUSTOMER_ID_PREFIX}
        today={schoolToday()}
        value={form.values}
        onValueChange={(person) => form.setValues((current) => ({ ...current, ...person }))}
        errors={personErrorsOf(form.errors)}
        onFieldBlur={(field) => form.touch(field)}
      />
      <PersonPictureInput
        id={form.idOf('personImageFile')}
        label={i18n._('person.picture')}
        file={form.values.personImageFile}
        onFileChange={(file) => form.setValue('personImageFile', file)}
        hasStored={record?.person.imageId != null}
        error={error ? i18n._(error) : null}
      />
    </div>
  );
}

/** The Spouse tab: the person form again, all optional until something is typed, and a picture. */
export function CustomerSpouseTab({
  form,
  record,
}: {
  form: CustomerForm;
  record: CustomerRecord | null;
}) {
  const { i18n } = useLingui();
  const error = form.errors.spouseImageFile;
  return (
    <div className="space-y-5">
      <PersonFields
        idPrefix={`${CUSTOMER_ID_PREFIX}-spouse`}
        today={schoolToday()}
        phoneRequired={false}
        value={form.values.spouse}
        onValueChange={(spouse) =>
          form.setValues((current) => ({ ...current, spouse: { ...current.spouse, ...spouse } }))
        }
        errors={personErrorsOf(form.errors, true)}
        onFieldBlur={(field) => form.touch(`spouse.${field}`)}
      />
      <PersonPictureInput
        id={form.idOf('spouseImageFile')}
        label={i18n._('person.spousePicture')}
        file={form.values.spouseImageFile}
        onFileChange={(file) => form.setValue('spouseImageFile', file)}
        hasStored={record?.spouse?.imageId != null}
        error={error ? i18n._(error) : null}
      />
    </div>
  );
}

/**
 * The Customer tab: the membership flag; the membership id and the mandate read-only (the
 * association and the customer's agreement set them); bank name, IBAN and BIC typed when
 * creating and read-only when updating (the customer changes them in the payment dialog); the
 * discounts granted on application.
 */
export function CustomerDataTab({
  form,
  record,
}: {
  form: CustomerForm;
  record: CustomerRecord | null;
}) {
  const { i18n } = useLingui();
  const updating = record !== null;
  const errorOf = (field: CustomerField) => {
    const key = form.errors[field];
    return key ? i18n._(key) : null;
  };
  const bankField = (field: BankField, label: string) => (
    <TextField
      id={form.idOf(field)}
      label={label}
      value={form.values[field]}
      readOnly={updating}
      onChange={(event) => form.setValue(field, event.currentTarget.value)}
      onBlur={() => form.touch(field)}
      error={errorOf(field)}
      autoComplete="off"
    />
  );
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          checked={form.values.hasMembership}
          onChange={(event) => form.setValue('hasMembership', event.currentTarget.checked)}
        />
        {i18n._('customers.hasMembership')}
      </label>
      <TextField
        id={`${CUSTOMER_ID_PREFIX}-membershipId`}
        label={i18n._('customers.membershipId')}
        value={record?.membershipId ?? ''}
        readOnly
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {bankField('bankName', i18n._('customers.bankName'))}
        {bankField('iban', i18n._('customers.iban'))}
        {bankField('bic', i18n._('customers.bic'))}
        <TextField
          id={`${CUSTOMER_ID_PREFIX}-mandateId`}
          label={i18n._('customers.mandateId')}
          value={record?.mandateId ?? ''}
          readOnly
        />
        <TextField
          id={`${CUSTOMER_ID_PREFIX}-mandateDate`}
          label={i18n._('customers.mandateDate')}
          value={record?.mandateDate ?? ''}
          readOnly
        />
      </div>
      {updating ? (
        <p className="text-sm text-gray-600">{i18n._('customers.bankReadOnly')}</p>
      ) : null}
      <GrantedDiscountsField
        id={form.idOf('grantedDiscountIds')}
        value={form.values.grantedDiscountIds}
        onChange={(ids) => form.setValue('grantedDiscountIds', ids)}
        error={errorOf('grantedDiscountIds')}
      />
    </div>
  );
}

/**
 * The Participants tab: the children with their class; "Book" opens the booking dialog for
 * that child (spec 001 §2.2 book-service action).
 */
export function CustomerParticipantsTab({
  participants,
}: {
  participants: readonly CustomerParticipant[];
}) {
  const { i18n } = useLingui();
  const [bookingFor, setBookingFor] = useState<number | null>(null);
  return (
    <>
      {bookingFor !== null ? (
        <BookingDialog participantId={bookingFor} onClose={() => setBookingFor(null)} />
      ) : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{i18n._('customers.tab.participants')}</caption>
        <thead className="text-gray-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {i18n._('customers.familyName')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {i18n._('customers.givenName')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {i18n._('customers.clazz')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{i18n._('customers.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {participants.map((child) => (
            <tr key={child.id}>
              <th scope="row" className="py-2 pr-3 font-normal">
                {child.familyName}
              </th>
              <td className="py-2 pr-3">{child.givenName}</td>
              <td className="py-2 pr-3">{child.clazz ?? ''}</td>
              <td className="space-x-2 py-2 text-right">
                <a
                  className={buttonClass({ variant: 'secondary' })}
                  href={`/participant/${child.id}`}
                  aria-label={i18n._('customers.openParticipant', { name: customerName(child) })}
                >
                  <UserRound aria-hidden="true" className="size-4" />
                  {i18n._('customers.participant')}
                </a>
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  onClick={() => setBookingFor(child.id)}
                  aria-label={i18n._('customers.bookFor', { name: customerName(child) })}
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {i18n._('customers.book')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
