import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { InstructorEvent } from '../../../shared/model/instructor';

/** Props of {@link InstructorEventsTab}. */
export interface InstructorEventsTabProps {
  events: readonly InstructorEvent[];
  /** "Given Family", for the table's caption. */
  name: string;
}

/**
 * The Events tab (spec 002 §2.2): the services the instructor teaches (name, business area,
 * grades, school year), read-only; each name links to the service at `/event/{id}`.
 */
export function InstructorEventsTab({ events, name }: InstructorEventsTabProps) {
  const { i18n } = useLingui();
  const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-700';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{i18n._('instructors.events.caption', { name })}</caption>
        <thead className="border-b border-gray-200">
          <tr>
            <th scope="col" className={head}>
              {i18n._('instructors.events.name')}
            </th>
            <th scope="col" className={head}>
              {i18n._('instructors.events.area')}
            </th>
            <th scope="col" className={head}>
              {i18n._('instructors.events.grades')}
            </th>
            <th scope="col" className={head}>
              {i18n._('instructors.events.schoolYear')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link
                  href={`/event/${event.id}`}
                  className="text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {event.name}
                </Link>
              </th>
              <td className="px-3 py-2 text-gray-800">
                {i18n._(`businessArea.${event.businessArea}`)}
              </td>
              <td className="px-3 py-2 text-gray-800">{event.grades.join(', ')}</td>
              <td className="px-3 py-2 text-gray-800">{event.schoolYear ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
