import { useLingui } from '@lingui/react';
import type { NamedOption } from '../../../shared/model/base-data';
import type { BookingListQuery } from '../../../shared/model/booking-office';
import { BOOKING_STATUSES, BUSINESS_AREAS } from '../../../shared/model/enums';
import { SelectField, type SelectOption } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { SearchField } from '../../ui/data-table/search-field';

/** Props of {@link BookingFilters}. */
export interface BookingFiltersProps {
  query: BookingListQuery;
  setQuery: (change: Partial<BookingListQuery>, options?: { replace?: boolean }) => void;
  /** The school years and services to filter by; null: the caller has none (a family). */
  staff: { schoolYears: readonly NamedOption[]; services: readonly SelectOption[] } | null;
}

const numberOrUndefined = (text: string) => (text ? Number(text) : undefined);

/**
 * The booking list's filters, all in the URL: the child's name, status, business area, and for
 * staff school year and service; the date range (bookings running on some day of it).
 */
export function BookingFilters({ query, setQuery, staff }: BookingFiltersProps) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField
        label={i18n._('bookings.searchChild')}
        value={query.child ?? ''}
        onSearch={(child) => setQuery({ child: child || undefined }, { replace: true })}
      />
      <SelectField
        id="bookings-status"
        label={i18n._('bookings.status')}
        placeholder={i18n._('bookings.anyStatus')}
        options={BOOKING_STATUSES.map((status) => ({
          value: status,
          label: i18n._(`bookingStatus.${status}`),
        }))}
        value={query.status ?? ''}
        onChange={(event) =>
          setQuery({
            status: (event.currentTarget.value || undefined) as BookingListQuery['status'],
          })
        }
      />
      <SelectField
        id="bookings-businessArea"
        label={i18n._('bookings.businessArea')}
        placeholder={i18n._('bookings.anyBusinessArea')}
        options={BUSINESS_AREAS.map((area) => ({
          value: area,
          label: i18n._(`businessArea.${area}`),
        }))}
        value={query.businessArea ?? ''}
        onChange={(event) =>
          setQuery({
            businessArea: (event.currentTarget.value ||
              undefined) as BookingListQuery['businessArea'],
            serviceId: undefined,
          })
        }
      />
      {staff ? (
        <>
          <SelectField
            id="bookings-schoolYear"
            label={i18n._('bookings.schoolYear')}
            placeholder={i18n._('bookings.anySchoolYear')}
            options={staff.schoolYears.map((year) => ({
              value: String(year.id),
              label: year.name,
            }))}
            value={query.schoolYear === undefined ? '' : String(query.schoolYear)}
            onChange={(event) =>
              setQuery({
                schoolYear: numberOrUndefined(event.currentTarget.value),
                serviceId: undefined,
              })
            }
          />
          <SelectField
            id="bookings-service"
            label={i18n._('bookings.service')}
            placeholder={i18n._('bookings.anyService')}
            options={staff.services}
            value={query.serviceId === undefined ? '' : String(query.serviceId)}
            onChange={(event) =>
              setQuery({ serviceId: numberOrUndefined(event.currentTarget.value) })
            }
          />
        </>
      ) : null}
      <TextField
        id="bookings-from"
        type="date"
        label={i18n._('bookings.from')}
        value={query.from ?? ''}
        max={query.to}
        onChange={(event) => setQuery({ from: event.currentTarget.value || undefined })}
      />
      <TextField
        id="bookings-to"
        type="date"
        label={i18n._('bookings.to')}
        value={query.to ?? ''}
        min={query.from}
        onChange={(event) => setQuery({ to: event.currentTarget.value || undefined })}
      />
    </div>
  );
}
