import { useLingui } from '@lingui/react';
import { currentUser } from '../../state/session';
import { useSignals } from '../../state/signals';
import { Alert } from '../alert';
import { Button } from '../button';
import { TextField } from '../text-field';
import { OfferPrice } from '../offers/offer-price';
import type { BookingFormProps } from './booking-form';
import { checkMessageText } from './check-message';
import { blockersOf, confirmableOf } from './use-booking-form';
import { useParentActivityForm } from './use-parent-activity-form';
import { WarningConfirm } from './warning-confirm';

/**
 * The registration form of a parent activity: the signed-in parent takes part themself, so it
 * names them instead of asking for a child, shows the price and the server's check (already
 * registered, a clash, a full course), takes a note, and registers. Lazy-loaded by the pages.
 */
export function ParentActivityForm({ offer, onBooked }: BookingFormProps) {
  useSignals();
  const { i18n } = useLingui();
  const form = useParentActivityForm(offer, { onBooked });
  const { verdict } = form;
  const user = currentUser.value;
  const blockers = verdict.status === 'ready' ? blockersOf(verdict.check) : [];
  const warnings = verdict.status === 'ready' ? confirmableOf(verdict.check) : [];
  const canRegister = verdict.status === 'ready' && blockers.length === 0 && !form.saving;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <p className="text-sm text-gray-800">
        {i18n._('parentActivities.form.who', {
          name: `${user?.givenName ?? ''} ${user?.familyName ?? ''}`.trim(),
        })}
      </p>
      <OfferPrice offer={offer} />
      {verdict.status === 'checking' ? (
        <p role="status" className="text-sm text-gray-700">
          {i18n._('booking.flow.checking')}
        </p>
      ) : null}
      {verdict.status === 'failed' ? (
        <Alert variant="error">{i18n._(verdict.messageKey)}</Alert>
      ) : null}
      {blockers.length > 0 ? (
        <Alert variant="error" title={i18n._('booking.flow.cannotBook')}>
          <ul className="list-disc space-y-1 pl-5">
            {blockers.map((finding) => (
              <li key={finding.key}>{checkMessageText(i18n, finding)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {warnings.length > 0 ? (
        <Alert variant="warning">
          <ul className="list-disc space-y-1 pl-5">
            {warnings.map((warning) => (
              <li key={warning.key}>{checkMessageText(i18n, warning)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <TextField
        label={i18n._('booking.flow.notes')}
        name="notes"
        hint={i18n._('booking.flow.notesHint')}
        counter={255}
        maxLength={255}
        value={form.notes}
        onChange={(event) => form.setNotes(event.currentTarget.value)}
      />
      {form.saveError ? <Alert variant="error">{i18n._(form.saveError)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={!canRegister}>
          {i18n._(form.saving ? 'booking.flow.saving' : 'parentActivities.form.submit')}
        </Button>
      </div>
      <WarningConfirm
        warnings={form.confirming}
        onConfirm={form.confirm}
        onDecline={form.decline}
      />
    </form>
  );
}
