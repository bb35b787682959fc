import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { currentUser } from '../../state/session';
import { Alert } from '../alert';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { TextField } from '../text-field';
import { formatDay, timeRange, weekdayName } from '../offers/format-offer';
import type { BookingFormProps } from './booking-form';
import { BookingVerdict } from './booking-verdict';
import { ChildForm } from './child-form';
import { ChildPicker } from './child-picker';
import { useCampBookingForm } from './use-camp-booking-form';
import { blockersOf } from './use-booking-form';
import { WarningConfirm } from './warning-confirm';

/**
 * The booking form of a holiday camp: which child (or add one), the whole camp or — where the
 * camp has a single-day price — single days from a day picker, the server's price and check
 * (a day on a public holiday, a full camp), a note, and "Book". Lazy-loaded by the camp pages.
 */
export function CampBookingForm({ offer, onBooked }: BookingFormProps) {
  const { i18n } = useLingui();
  const form = useCampBookingForm(offer, { onBooked });
  const [adding, setAdding] = useState(false);
  const hintId = useId();
  const { children, verdict } = form;

  if (children.status === 'loading') {
    return (
      <p role="status" className="text-sm text-gray-700">
        {i18n._('booking.flow.loadingChildren')}
      </p>
    );
  }
  if (children.status === 'failed') {
    return <Alert variant="error">{i18n._(children.messageKey)}</Alert>;
  }
  if (adding || children.children.length === 0) {
    return (
      <div className="space-y-3">
        {children.children.length === 0 ? (
          <p className="text-sm text-gray-700">{i18n._('booking.flow.firstChild')}</p>
        ) : null}
        <ChildForm
          schoolYear={offer.schoolYear}
          familyName={currentUser.value?.familyName ?? ''}
          onCancel={children.children.length > 0 ? () => setAdding(false) : undefined}
          onSaved={(child) => {
            form.addChild(child);
            setAdding(false);
          }}
        />
      </div>
    );
  }

  const canBook =
    verdict.status === 'ready' && blockersOf(verdict.check).length === 0 && !form.saving;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <ChildPicker
        childList={children.children}
        selected={form.participantId}
        onSelect={form.setParticipantId}
        onAdd={() => setAdding(true)}
        schoolYear={offer.schoolYear}
      />
      {offer.singleDaysBookable && form.days.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">
            {i18n._('camps.book.what')}
          </legend>
          {(['whole', 'days'] as const).map((mode) => (
            <label key={mode} className="flex cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name="camp-mode"
                value={mode}
                checked={form.mode === mode}
                onChange={() => form.setMode(mode)}
                className="size-4 accent-primary-600"
              />
              {i18n._(mode === 'whole' ? 'camps.book.whole' : 'camps.book.singleDays')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.mode === 'days' ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">
            {i18n._('camps.book.whichDays')}
          </legend>
          {form.days.map(({ recurrence, date }) => (
            <Checkbox
              key={recurrence.id}
              name="camp-day"
              label={`${weekdayName(recurrence.dayOfWeek, i18n.locale)}, ${formatDay(date, i18n.locale)}, ${timeRange(recurrence)}`}
              checked={form.recurrenceIds.includes(recurrence.id)}
              onChange={(event) =>
                form.toggleRecurrence(recurrence.id, event.currentTarget.checked)
              }
            />
          ))}
          {form.recurrenceIds.length === 0 ? (
            <p className="text-sm text-red-700">{i18n._('booking.flow.chooseADay')}</p>
          ) : null}
        </fieldset>
      ) : null}
      <BookingVerdict verdict={verdict} />
      <TextField
        label={i18n._('booking.flow.notes')}
        name="notes"
        hint={i18n._('booking.flow.notesHint')}
        counter={255}
        maxLength={255}
        value={form.notes}
        onChange={(event) => form.setNotes(event.currentTarget.value)}
      />
      {form.saveError ? <Alert variant="error">{i18n._(form.saveError)}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {form.participantId === null ? (
          <p id={hintId} className="text-sm text-gray-700">
            {i18n._('booking.flow.chooseChild')}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={!canBook}
          aria-describedby={form.participantId === null ? hintId : undefined}
        >
          {i18n._(form.saving ? 'booking.flow.saving' : 'booking.flow.submit')}
        </Button>
      </div>
      <WarningConfirm
        warnings={form.confirming}
        onConfirm={form.confirm}
        onDecline={form.decline}
      />
    </form>
  );
}
