import { useLingui } from '@lingui/react';
import { CircleCheck, CircleDashed } from 'lucide-react';
import type { PendingRegistration } from '../../../shared/model/register';
import { Button } from '../../../shared/ui/button';
import { formatMoment } from './format-moment';

/** Props of {@link RegistrationTable}. */
export interface RegistrationTableProps {
  registrations: readonly PendingRegistration[];
  onReview: (registration: PendingRegistration) => void;
}

const cell = 'px-3 py-3 align-top';

/** The sign-ups awaiting approval, oldest first, each with "Review" opening its dialog. */
export function RegistrationTable({ registrations, onReview }: RegistrationTableProps) {
  const { i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className={cell}>
              {i18n._('registrations.name')}
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              {i18n._('registrations.email')}
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              {i18n._('registrations.date')}
            </th>
            <th scope="col" className={cell}>
              {i18n._('registrations.emailConfirmed')}
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">{i18n._('registrations.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {registrations.map((registration) => {
            const { user } = registration;
            const name = `${user.givenName} ${user.familyName}`;
            return (
              <tr key={registration.id}>
                <th scope="row" className={`${cell} font-medium text-gray-900`}>
                  {name}
                  {/* Below `sm` the e-mail goes under the name rather than into a narrow column. */}
                  <span className="block font-normal break-all text-gray-700 sm:hidden">
                    {user.login}
                  </span>
                </th>
                <td className={`${cell} hidden break-all text-gray-800 sm:table-cell`}>
                  {user.login}
                </td>
                <td className={`${cell} hidden whitespace-nowrap text-gray-800 sm:table-cell`}>
                  {formatMoment(registration.date, i18n.locale)}
                </td>
                <td className={cell}>
                  {registration.emailConfirmed ? (
                    <span className="inline-flex items-center gap-1 text-green-800">
                      <CircleCheck aria-hidden="true" className="size-4" />
                      {i18n._('registrations.yes')}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-gray-700">
                      <CircleDashed aria-hidden="true" className="size-4" />
                      {i18n._('registrations.no')}
                    </span>
                  )}
                </td>
                <td className={`${cell} text-right`}>
                  <Button
                    variant="secondary"
                    aria-label={i18n._('registrations.reviewOf', { name })}
                    onClick={() => onReview(registration)}
                  >
                    {i18n._('registrations.review')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
