import { useLingui } from '@lingui/react';
import { ChevronDown, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Button } from '../../../../shared/ui/button';
import { cn } from '../../../../shared/ui/cn';
import { formatEuro } from '../../../../shared/ui/offers/format-offer';
import { safeHref } from '../../../../shared/ui/safe-href';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextField } from '../../../../shared/ui/text-field';
import type { EventTabProps } from '../event-tab-props';
import type { EventStopValues } from '../event-values';
import {
  canAddStopRow,
  EMPTY_STOP_ROW,
  schoolStopOf,
  sortStopRows,
  withSchoolStopRow,
  withStop,
} from './stop-rows';
import { useEventField } from '../use-event-field';

/**
 * The stops tab of a bus line (spec 002 §2.1, §4, §5): an expandable row per stop, picked from
 * the known stops, the distance in minutes to type, and its street, prices and picture
 * read-only behind a disclosure button (shown open to a reader, whose buttons are disabled).
 * The school stop (ESF) is added again whenever the inbound flag changes (distance 0 for the
 * afternoon bus) and to a list that starts empty; rows sort by distance, a non-zero ESF last,
 * once focus leaves the list (not under the cursor). At most one row without a stop, at least
 * one row.
 */
export function StopsTab({ form, baseData, canManage }: EventTabProps) {
  const { i18n } = useLingui();
  const field = useEventField(form).props;
  const rows = form.values.busStops;
  const school = schoolStopOf(baseData.stops);
  const { setValues } = form;
  const detailsId = useId();
  // Open rows by stop (rows move when sorted; the one row without a stop is '').
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // Spec 002 §4: the inbound flag changed (in the details tab) — ESF again, sorted.
  const inbound = form.values.inbound;
  const seenInbound = useRef(inbound);
  useEffect(() => {
    if (seenInbound.current === inbound) return;
    seenInbound.current = inbound;
    if (!school || !canManage) return;
    setValues((current) => ({
      ...current,
      busStops: withSchoolStopRow(current.busStops, school, current.inbound),
    }));
  }, [inbound, school, canManage, setValues]);

  // …and a list that starts empty gets the ESF row.
  const empty = rows.length === 0;
  useEffect(() => {
    if (!empty || !school || !canManage) return;
    setValues((current) =>
      current.busStops.length === 0
        ? { ...current, busStops: withSchoolStopRow([], school, current.inbound) }
        : current,
    );
  }, [empty, school, canManage, setValues]);

  const change = (index: number, next: (row: EventStopValues) => EventStopValues) =>
    setValues((current) => ({
      ...current,
      busStops: current.busStops.map((row, at) => (at === index ? next(row) : row)),
    }));
  const remove = (index: number) =>
    setValues((current) => ({
      ...current,
      busStops: current.busStops.filter((_, at) => at !== index),
    }));
  const add = () =>
    setValues((current) => ({ ...current, busStops: [...current.busStops, EMPTY_STOP_ROW] }));
  const sortWhenLeft = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setValues((current) => {
      const sorted = sortStopRows(current.busStops);
      const moved = sorted.some((row, at) => row.stopId !== current.busStops[at]?.stopId);
      return moved ? { ...current, busStops: sorted } : current;
    });
  };

  const price = (amount: number | null) =>
    amount === null ? i18n._('eventTabs.stops.noPrice') : formatEuro(amount, i18n.locale);
  const addable = canAddStopRow(rows);

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">{i18n._('eventTabs.stops.hint')}</p>
      <ol className="space-y-3" onBlur={canManage ? sortWhenLeft : undefined}>
        {rows.map((row, index) => {
          const number = index + 1;
          const taken = new Set(rows.filter((_, at) => at !== index).map((other) => other.stopId));
          const options = baseData.stops
            .filter((stop) => !taken.has(stop.id))
            .map((stop) => ({ value: String(stop.id), label: stop.name }));
          const image = safeHref(row.imageUrl);
          const key = String(row.stopId ?? '');
          const open = !canManage || expanded.has(key);
          const factsId = `${detailsId}-${index}`;
          return (
            <li key={index}>
              <fieldset
                className="rounded-lg border border-gray-200 p-4"
                aria-label={i18n._('eventTabs.stops.row', {
                  number,
                  name: row.name || i18n._('eventTabs.stops.unnamed'),
                })}
              >
                <div className="flex flex-wrap items-start gap-3">
                  <SelectField
                    {...field(`busStops.${index}.stopId`)}
                    className="min-w-48 flex-1"
                    label={i18n._('eventTabs.stops.stop')}
                    placeholder={i18n._('eventTabs.stops.choose')}
                    options={options}
                    value={row.stopId ? String(row.stopId) : ''}
                    onChange={(event) => {
                      const id = Number(event.currentTarget.value);
                      change(index, (current) =>
                        withStop(
                          current,
                          baseData.stops.find((stop) => stop.id === id),
                        ),
                      );
                    }}
                    required
                    disabled={!canManage}
                  />
                  <TextField
                    {...field(`busStops.${index}.distance`)}
                    className="w-40"
                    label={i18n._('eventTabs.stops.distance')}
                    value={row.distance}
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      change(index, (current) => ({ ...current, distance: text }));
                    }}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    disabled={!canManage}
                  />
                  {canManage ? (
                    <Button
                      variant="ghost"
                      className="mt-6 px-2"
                      aria-label={i18n._('eventTabs.stops.remove', { number })}
                      title={rows.length === 1 ? i18n._('eventTabs.stops.keepOne') : undefined}
                      disabled={rows.length === 1}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
                {canManage ? (
                  <Button
                    variant="ghost"
                    className="mt-2 px-2"
                    aria-expanded={open}
                    aria-controls={factsId}
                    onClick={() => toggle(key)}
                  >
                    {open ? (
                      <ChevronDown aria-hidden="true" className="size-4" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-4" />
                    )}
                    {i18n._('eventTabs.stops.details')}
                  </Button>
                ) : null}
                <dl
                  id={factsId}
                  hidden={!open}
                  className={cn(
                    'mt-3 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]',
                    open ? 'grid' : 'hidden',
                  )}
                >
                  <dt className="text-gray-600">{i18n._('eventTabs.stops.street')}</dt>
                  <dd>{row.street || '—'}</dd>
                  <dt className="text-gray-600">{i18n._('eventTabs.stops.totalPrice')}</dt>
                  <dd>{price(row.totalPrice)}</dd>
                  <dt className="text-gray-600">{i18n._('eventTabs.stops.memberPrice')}</dt>
                  <dd>{price(row.memberPrice)}</dd>
                  <dt className="text-gray-600">{i18n._('eventTabs.stops.imageUrl')}</dt>
                  <dd className="break-all">
                    {image ? (
                      <a
                        href={image}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary-700 underline"
                      >
                        {image}
                      </a>
                    ) : (
                      '—'
                    )}
                  </dd>
                </dl>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {canManage ? (
        <div className="space-y-1">
          <Button variant="secondary" onClick={add} disabled={!addable}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('eventTabs.stops.add')}
          </Button>
          {!addable ? (
            <p className="text-sm text-gray-600">{i18n._('eventTabs.stops.chooseFirst')}</p>
          ) : null}
        </div>
      ) : null}
      {!school && canManage ? (
        <p className="text-sm text-amber-800">{i18n._('eventTabs.stops.noSchoolStop')}</p>
      ) : null}
    </div>
  );
}
