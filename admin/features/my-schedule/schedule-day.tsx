import { useLingui } from '@lingui/react';
import { Bus, Clock, School } from 'lucide-react';
import type { ScheduleDay, ScheduleItem } from '../../../shared/model/schedule';
import { formatFullDate } from '../../../shared/ui/calendar-labels';
import { cn } from '../../../shared/ui/cn';
import { StatusBadge } from '../my-bookings/status-badge';

/** What one booked slot says: a bus its stop and time, childminding until when, others from–to. */
function ItemLine({ item }: { item: ScheduleItem }) {
  const { i18n } = useLingui();
  let what: string;
  if (item.stop)
    what = i18n._(item.inbound ? 'schedule.busMorning' : 'schedule.busAfternoon', {
      stop: item.stop.name,
      time: item.stop.time,
    });
  else if (item.businessArea === 'CHILDMINDING' && item.endTime)
    what = i18n._('schedule.childmindingUntil', { time: item.endTime });
  else what = item.endTime ? `${item.time}–${item.endTime}` : item.time;
  return (
    <li className={cn('flex items-start gap-3 py-2', item.absent && 'text-gray-500')}>
      {item.stop ? (
        <Bus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      ) : (
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      )}
      <div className="min-w-0 flex-1">
        <p className={cn('font-medium text-gray-900', item.absent && 'line-through')}>
          {item.name}
        </p>
        <p className="text-sm text-gray-700">{what}</p>
        {item.absent ? <p className="text-sm text-gray-700">{i18n._('schedule.absent')}</p> : null}
      </div>
      {item.status !== 'ACCEPTED' ? <StatusBadge status={item.status} /> : null}
    </li>
  );
}

/** One day of the child's week: its date, a holiday or break, when lessons end, the services. */
export function ScheduleDayCard({ day, today }: { day: ScheduleDay; today: string }) {
  const { i18n } = useLingui();
  const off = day.holiday ?? day.schoolBreak;
  const headingId = `schedule-day-${day.date}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'rounded-lg border bg-white p-4 shadow-sm',
        day.date === today ? 'border-primary ring-1 ring-primary' : 'border-gray-200',
        off && 'bg-gray-50',
      )}
    >
      <h3 id={headingId} className="font-semibold text-gray-900">
        {formatFullDate(day.date, i18n.locale)}
        {day.date === today ? (
          <span className="ml-2 text-sm font-normal text-primary">{i18n._('schedule.today')}</span>
        ) : null}
      </h3>
      {off ? (
        <p className="mt-1 text-sm font-medium text-gray-800">
          {i18n._(day.holiday ? 'schedule.holiday' : 'schedule.break', { name: off })}
        </p>
      ) : null}
      {day.lessonsEnd ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-gray-700">
          <School aria-hidden="true" className="size-4 shrink-0" />
          {i18n._('schedule.lessonsEnd', { time: day.lessonsEnd })}
        </p>
      ) : null}
      {day.items.length > 0 ? (
        <ul className="mt-2 divide-y divide-gray-100">
          {day.items.map((item) => (
            <ItemLine key={`${item.bookingId}-${item.time}`} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{i18n._('schedule.nothingBooked')}</p>
      )}
    </li>
  );
}
