import type { I18n } from '@lingui/core';
import type { TransportDay } from '../../../shared/model/transport-list';

/**
 * A child's day on the transport lists in words, a line each: the activities (room, end time),
 * then the way home — the bus with its stop and time, childminding until when, alone, or the
 * pick-up persons with their relationship. An absent day or one without school is one line.
 */
export function dayLines(day: TransportDay, i18n: I18n): string[] {
  if (day.way === 'ABSENT')
    return [
      day.absence
        ? i18n._('lists.way.absentBecause', { reason: day.absence })
        : i18n._('lists.way.absent'),
    ];
  if (day.way === 'NO_SCHOOL') return [i18n._('lists.way.noSchool')];
  const lines = day.activities.map((activity) =>
    [
      activity.name,
      activity.room,
      activity.endTime ? i18n._('lists.until', { time: activity.endTime }) : null,
    ]
      .filter(Boolean)
      .join(', '),
  );
  if (day.childminding)
    lines.push(
      day.childminding.until
        ? i18n._('lists.way.childmindingUntil', { time: day.childminding.until })
        : i18n._('lists.way.childminding'),
    );
  if (day.bus) {
    const { line, departure, stop, stopTime } = day.bus;
    lines.push(i18n._('lists.way.bus', { line, departure }));
    if (stop) lines.push(`→ ${stop}${stopTime ? `, ${stopTime}` : ''}`);
  } else if (day.alone) lines.push(i18n._('lists.way.alone'));
  else if (day.pickUp.length === 0) lines.push(i18n._('lists.way.nobodyLinked'));
  else
    lines.push(
      i18n._('lists.way.pickUp', {
        persons: day.pickUp
          .map((person) =>
            person.relationship
              ? `${person.name} (${i18n._(`participantPersons.relationship.${person.relationship}`)})`
              : person.name,
          )
          .join(', '),
      }),
    );
  return lines;
}
