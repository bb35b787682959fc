import { useLingui } from '@lingui/react';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import type { PresenceRow } from '../../../shared/model/presence';
import { typeClockTime } from '../../../shared/rules/event-times';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import type { TickField } from './presence-rows';

/** Props of {@link PresenceRowCard}. */
export interface PresenceRowCardProps {
  row: PresenceRow;
  onTick: (field: TickField, checked: boolean) => void;
  onTime: (field: TickField, time: string) => void;
  disabled?: boolean;
}

/**
 * One child on the register, made for a phone at the door (spec 001 §2.3, issue 18.3): the name
 * and class, the status, absence or bus stop, two large ticks (present, picked up) each with its
 * time, and the people to call as phone links.
 */
export function PresenceRowCard({ row, onTick, onTime, disabled }: PresenceRowCardProps) {
  const { i18n } = useLingui();
  const id = useId();
  const name = `${row.familyName}, ${row.givenName}`;
  const tickBox = (field: TickField) => {
    const checked = row[field];
    const time = field === 'present' ? row.time : row.pickUpTime;
    const label = i18n._(field === 'present' ? 'presence.present' : 'presence.pickedUp');
    const timeLabel = i18n._(field === 'present' ? 'presence.time' : 'presence.pickUpTime');
    return (
      <div
        className={cn(
          'flex flex-1 flex-col gap-2 rounded-lg border p-2',
          checked ? 'border-green-700 bg-green-50' : 'border-gray-300 bg-white',
        )}
      >
        <label
          className={cn(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-1 text-base font-medium text-gray-900',
          )}
        >
          <input
            type="checkbox"
            className="size-7 shrink-0 accent-green-700"
            checked={checked}
            disabled={disabled}
            aria-describedby={`${id}-name`}
            onChange={(event) => onTick(field, event.target.checked)}
          />
          {label}
        </label>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <span className="sr-only">
            {timeLabel} {name}
          </span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="HH:MM"
            maxLength={5}
            value={time ?? ''}
            disabled={disabled}
            onChange={(event) => onTime(field, typeClockTime(time ?? '', event.target.value))}
            className={cn(
              'h-11 w-[105px] rounded-md border border-gray-300 px-2 text-base tabular-nums',
              focusRing,
            )}
          />
        </label>
      </div>
    );
  };
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={`${id}-name`} className="text-lg font-semibold text-gray-900">
          {name}
        </h4>
        <span className="text-sm text-gray-700">{row.clazz ?? ''}</span>
      </div>
      <div className="mt-1 flex flex-wrap gap-2 text-sm">
        {row.bookingStatus === 'PENDING' ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">
            {i18n._('bookingStatus.PENDING')}
          </span>
        ) : null}
        {row.absent ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-red-900">
            {i18n._('presence.absent')}
            {row.absentNotes ? `: ${row.absentNotes}` : ''}
          </span>
        ) : null}
        {row.stop ? (
          <span className="text-gray-700">
            {i18n._('presence.stop', { stop: row.stop.name, time: row.stop.time ?? '–' })}
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex gap-2">
        {tickBox('present')}
        {tickBox('pickedUp')}
      </div>
      {row.contactSet.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className={cn('min-h-11 cursor-pointer py-2 text-gray-800', focusRing)}>
            {i18n._('presence.contacts', { count: row.contactSet.length })}
          </summary>
          <ul className="space-y-1">
            {row.contactSet.map((contact) => (
              <li key={`${contact.type}-${contact.name}`} className="flex flex-wrap gap-x-2">
                <span>{contact.name}</span>
                {contact.phone ? (
                  <a
                    href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                    className={cn(
                      'inline-flex items-center gap-1 text-primary underline',
                      focusRing,
                    )}
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {contact.phone}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
