import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import type { CustomerBookingResult } from '../../model/booking';
import type { EventDetail } from '../../model/event';
import { currentUser } from '../../state/session';
import { Alert } from '../alert';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { TextField } from '../text-field';
import { timeRange, weekdayName } from '../offers/format-offer';
import { BookingVerdict } from './booking-verdict';
import { ChildForm } from './child-form';
import { ChildPicker } from './child-picker';
import { blockersOf, useBookingForm } from './use-booking-form';
import { WarningConfirm } from './warning-confirm';

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  offer: EventDetail;
  onBooked: (result: CustomerBookingResult) => void;
}

/**
 * The booking form of spec 001 §5 as a parent sees it: which child (or add one), which days,
 * the price and the server's check, a note, and "Book". Warnings go through the confirm dialog.
 */
export function BookingForm({ offer, onBooked }: BookingFormProps) {
  const { i18n } = useLingui();
  const form = useBookingForm(offer, { onBooked });
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
      {offer.recurrences.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-gray-900">
            {i18n._('booking.flow.whichDays')}
          </legend>
          {offer.recurrences.map((recurrence) => (
            <Checkbox
              key={recurrence.id}
              name="recurrence"
              label={`${weekdayName(recurrence.dayOfWeek, i18n.locale)} ${timeRange(recurrence)}`}
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
