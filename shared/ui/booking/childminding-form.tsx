import { useLingui } from '@lingui/react';
import type { ChildmindingService } from '../../model/childminding';
import { Alert } from '../alert';
import { Checkbox } from '../checkbox';
import { useChildmindingService } from '../childminding/childminding-service-context';
import { DatePicker } from '../date-picker';
import { weekdayName } from '../offers/format-offer';
import type { BookingFormProps } from './booking-form';
import { ChildBookingShell } from './child-booking-shell';
import { useChildmindingForm } from './use-childminding-form';
import { useCatalogs } from '../../i18n/use-catalogs';

/**
 * The childminding registration inside the booking dialog (spec 002 §2.1): which child, which
 * weekdays, until 16:30 or 18:15, from which day. The service's weekdays, end times and earliest
 * start come from the childminding view (`ChildmindingServicesProvider`).
 */
export default function ChildmindingForm({ offer, onBooked }: BookingFormProps) {
  useCatalogs(['forms', 'booking']);
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
  return (
    <ChildBookingShell form={form} schoolYear={schoolYear} submitKey="childminding.form.submit">
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
    </ChildBookingShell>
  );
}
