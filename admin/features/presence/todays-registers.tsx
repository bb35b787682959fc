import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { fetchTodaysRegisters } from '../../../shared/api/presence';
import type { TodaysRegister } from '../../../shared/model/presence';
import type { MessageId } from '../../../shared/model/message-ids';
import { addDays, schoolToday } from '../../../shared/ui/calendar-dates';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { PresenceDialog } from './presence-dialog';

/** The words of each day the registers show. */
const DAY_KEYS = {
  today: {
    title: 'presence.today.title',
    loadFailed: 'presence.today.loadFailed',
    none: 'presence.today.none',
  },
  tomorrow: {
    title: 'presence.tomorrow.title',
    loadFailed: 'presence.tomorrow.loadFailed',
    none: 'presence.tomorrow.none',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/** Props of {@link TodaysRegisters}. */
export interface TodaysRegistersProps {
  /** Whose registers: today's (the default) or tomorrow's, by the school's calendar. */
  day?: keyof typeof DAY_KEYS;
}

/**
 * The dashboard's "Today's registers" (issue 18.3) and, beside them, tomorrow's (issue 21.6):
 * the services the signed-in instructor teaches on that day, each a large button opening that
 * day's presence list.
 */
export function TodaysRegisters({ day = 'today' }: TodaysRegistersProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const today = schoolToday();
  const date = day === 'today' ? today : addDays(today, 1);
  const keys = DAY_KEYS[day];
  const registers = useResource((signal) => fetchTodaysRegisters(client, date, { signal }), [date]);
  const state = registers.state;
  return (
    <Card>
      <h2 className="text-xl font-semibold text-gray-900">{i18n._(keys.title)}</h2>
      {state.status === 'failed' ? (
        <LoadFailed
          titleKey={keys.loadFailed}
          messageKey={state.messageKey}
          onRetry={registers.reload}
        />
      ) : state.status === 'loading' ? (
        <p role="status" className="mt-2 text-gray-700">
          {i18n._('presence.loading')}
        </p>
      ) : (
        <RegisterList registers={state.data} date={date} noneKey={keys.none} />
      )}
    </Card>
  );
}

/** Props of {@link RegisterList}. */
export interface RegisterListProps {
  registers: readonly TodaysRegister[];
  /** The day the registers are for (yyyy-MM-dd, the school's). */
  date: string;
  /** What an empty day says; "no services today" unless given. */
  noneKey?: MessageId;
}

/**
 * Today's registers as large buttons, each opening its presence list; "none today" when empty.
 * The instructor's `/dashboard` and the personal area's `/my/dashboard` both show it.
 */
export function RegisterList({
  registers,
  date,
  noneKey = 'presence.today.none',
}: RegisterListProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<TodaysRegister | null>(null);
  return (
    <>
      {registers.length === 0 ? (
        <p className="mt-2 text-gray-700">{i18n._(noneKey)}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {registers.map((register) => (
            <li key={register.recurrenceId}>
              <button
                type="button"
                onClick={() => setOpen(register)}
                className={cn(
                  'flex min-h-14 w-full flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-white px-4 py-3 text-left hover:bg-gray-50',
                  focusRing,
                )}
              >
                <span className="text-base font-semibold text-gray-900">{register.name}</span>
                <span className="text-sm text-gray-700">
                  {register.time}
                  {register.endTime ? `–${register.endTime}` : ''} ·{' '}
                  {i18n._('presence.today.children', { count: register.children })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <PresenceDialog
          recurrenceId={open.recurrenceId}
          date={date}
          title={open.name}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
