import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import type { ChildmindingService } from '../../model/childminding';
import { currentUser } from '../../state/session';
import { Alert } from '../alert';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { useChildmindingService } from '../childminding/childminding-service-context';
import { DatePicker } from '../date-picker';
import { TextField } from '../text-field';
import { weekdayName } from '../offers/format-offer';
import type { BookingFormProps } from './booking-form';
import { BookingVerdict } from './booking-verdict';
import { ChildForm } from './child-form';
import { ChildPicker } from './child-picker';
import { blockersOf } from './use-booking-form';
import { useChildmindingForm } from './use-childminding-form';
import { WarningConfirm } from './warning-confirm';

/**
 * The childminding registration inside the booking dialog (spec 002 §2.1): which child, which
 * weekdays, until 16:30 or 18:15, from which day. The service's weekdays, end times and earliest
 * start come from the childminding view (`ChildmindingServicesProvider`).
 */
export default function ChildmindingForm({ offer, onBooked }: BookingFormProps) {
  const { i18n } = useLingui();
  const service = useChildmindingService(offer.id);
  if (!service) return <Alert variant="error">{i18n._('booking.notOffered.CHILDMINDING')}</Alert>;
  return <RegistrationForm service={service} schoolYear={offer.schoolYear} onBooked={onBooked} />;
}

function RegistrationForm({
  service,
  schoolYear,
  onBooked,
}: {
  service: ChildmindingService;
  schoolYear: string;
  onBooked: BookingFormProps['onBooked'];
}) {
  const { i18n } = useLingui();
  const form = useChildmindingForm(service, { onBooked });
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
          schoolYear={schoolYear}
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
    verdict.status === 'ready' &&
    blockersOf(verdict.check).length === 0 &&
    form.startDate !== '' &&
    !form.saving;
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
        schoolYear={schoolYear}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900">
          {i18n._('booking.flow.whichDays')}
        </legend>
        {service.weekdays.map((day) => (
          <Checkbox
            key={day}
            name="weekday"
            label={weekdayName(day, i18n.locale)}
            checked={form.weekdays.includes(day)}
            onChange={(event) => form.toggleWeekday(day, event.currentTarget.checked)}
          />
        ))}
        {form.weekdays.length === 0 ? (
          <p className="text-sm text-red-700">{i18n._('booking.flow.chooseADay')}</p>
        ) : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-gray-900">
          {i18n._('childminding.form.endTime')}
        </legend>
        <div className="flex flex-wrap gap-3">
          {service.endTimes.map((time) => (
            <label
              key={time}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50"
            >
              <input
                type="radio"
                name="endTime"
                value={time}
                checked={form.endTime === time}
                onChange={() => form.setEndTime(time)}
                className="size-4 accent-primary-600"
              />
              {i18n._('childminding.form.until', { time })}
            </label>
          ))}
        </div>
      </fieldset>
      <DatePicker
        label={i18n._('childminding.form.startDate')}
        name="startDate"
        required
        value={form.startDate}
        onValueChange={form.setStartDate}
        min={service.earliestStartDate}
        max={service.endDate ?? undefined}
        error={form.startDate === '' ? i18n._('childminding.form.startDateRequired') : null}
      />
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
          {i18n._(form.saving ? 'booking.flow.saving' : 'childminding.form.submit')}
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
