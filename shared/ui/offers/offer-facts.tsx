import { useLingui } from '@lingui/react';
import { CalendarClock, MapPin, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicEventItem } from '../../model/event';
import { timeRange, weekdayName } from './format-offer';

/** One line of facts: an icon and its text, the icon hidden from screen readers. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-primary-700">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const iconClass = 'size-4';

/**
 * What a parent checks first about a service: when (weekdays and times), for whom (grades),
 * where and with whom, as a description list. Parent activities and the bus have no "for whom".
 */
export function OfferFacts({ offer }: { offer: PublicEventItem }) {
  const { i18n } = useLingui();
  return (
    <dl className="space-y-1.5 text-sm text-gray-800">
      {offer.recurrences.length > 0 ? (
        <Fact
          icon={<CalendarClock aria-hidden="true" className={iconClass} />}
          label={i18n._('offers.when')}
        >
          {offer.recurrences
            .map((slot) => `${weekdayName(slot.dayOfWeek, i18n.locale)} ${timeRange(slot)}`)
            .join(', ')}
        </Fact>
      ) : null}
      {/* Parent activities are for the parents themselves, a bus for every grade. */}
      {offer.businessArea === 'PARENT_ACTIVITIES' || offer.businessArea === 'SCHOOL_BUS' ? null : (
        <Fact
          icon={<Users aria-hidden="true" className={iconClass} />}
          label={i18n._('offers.grades')}
        >
          {offer.grades.length > 0
            ? i18n._('offers.gradesList', { grades: offer.grades.join(', ') })
            : i18n._('offers.allGrades')}
        </Fact>
      )}
      {offer.location ? (
        <Fact
          icon={<MapPin aria-hidden="true" className={iconClass} />}
          label={i18n._('offers.where')}
        >
          {[offer.location.name, offer.location.room].filter(Boolean).join(', ')}
        </Fact>
      ) : null}
      {offer.instructors.length > 0 ? (
        <Fact
          icon={<UserRound aria-hidden="true" className={iconClass} />}
          label={i18n._('offers.instructors')}
        >
          {offer.instructors.join(', ')}
        </Fact>
      ) : null}
    </dl>
  );
}
