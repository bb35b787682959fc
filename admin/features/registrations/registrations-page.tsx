import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PendingRegistration } from '../../../shared/model/register';
import { showSnackbar } from '../../../shared/state/snackbar';
import { usePageTitle } from '../../app/page-title';
import { AutoApproveSwitch } from './auto-approve-switch';
import { RegistrationDialog } from './registration-dialog';
import { RegistrationTable, useRegistrationList } from './registration-table';

/**
 * `/registrations` (SYS_ADMIN): the sign-ups awaiting approval (spec 001 §4.2) and the switch
 * that approves them automatically. Approving removes the row; focus then goes to the list's
 * heading, since the row's button is gone; otherwise closing the dialog returns it to "Review".
 * Each sign-up approved on this visit is then listed with a link to its user (`/user/{id}`,
 * the users screen), where the office edits the account further.
 */
export function RegistrationsPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.registrations.title');
  const pending = useRegistrationList();
  const [reviewing, setReviewing] = useState<PendingRegistration | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const approved = useRef(false);
  const trigger = useRef<HTMLElement | null>(null);
  /** The sign-ups approved on this visit, newest first, each linked to its user at /user/{id}. */
  const [approvedUsers, setApprovedUsers] = useState<{ id: number; name: string }[]>([]);

  function review(registration: PendingRegistration) {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    approved.current = false;
    setReviewing(registration);
  }

  function onApproved(registration: PendingRegistration) {
    approved.current = true;
    // Gone at once; the reload then brings the next sign-up onto a full page.
    pending.list.update((page) => ({
      ...page,
      items: page.items.filter((entry) => entry.id !== registration.id),
      total: page.total === undefined ? undefined : page.total - 1,
    }));
    pending.list.reload();
    setReviewing(null);
    const { id, givenName, familyName } = registration.user;
    const name = `${givenName} ${familyName}`;
    setApprovedUsers((users) => [{ id, name }, ...users.filter((user) => user.id !== id)]);
    showSnackbar('registrations.approved', { kind: 'success', values: { name } });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.registrations.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('registrations.intro')}</p>
      </header>
      <AutoApproveSwitch />
      <section aria-labelledby="registrations-pending" className="space-y-3">
        <h2
          id="registrations-pending"
          ref={listHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 outline-none"
        >
          {i18n._('registrations.pending')}
        </h2>
        <RegistrationTable registrations={pending} onReview={review} />
      </section>
      {approvedUsers.length > 0 ? (
        <section aria-labelledby="registrations-approved" className="space-y-2">
          <h2 id="registrations-approved" className="text-lg font-semibold text-gray-900">
            {i18n._('registrations.approvedNow')}
          </h2>
          <ul className="list-inside list-disc space-y-1 text-sm">
            {approvedUsers.map((user) => (
              <li key={user.id}>
                <Link
                  href={`/user/${user.id}`}
                  className="text-primary underline underline-offset-2 hover:no-underline"
                >
                  {i18n._('registrations.openUser', { name: user.name })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reviewing ? (
        <RegistrationDialog
          key={reviewing.id}
          registration={reviewing}
          onClose={() => setReviewing(null)}
          onApproved={() => onApproved(reviewing)}
          onCloseAutoFocus={(event) => {
            // The dialog has no Radix trigger, so focus is returned by hand: to the row's
            // button, or to the list's heading when the approved row is gone.
            event.preventDefault();
            (approved.current ? listHeading.current : trigger.current)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
