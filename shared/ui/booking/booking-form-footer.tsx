import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { TextField } from '../text-field';
import type { BookingSave } from './use-booking-save';
import { WarningConfirm } from './warning-confirm';
import type { MessageId } from '../../model/message-ids';

/** Props of {@link BookingFormFooter}. */
export interface BookingFormFooterProps {
  form: BookingSave;
  /** The submit button's catalog id ("Book now", "Register now"). */
  submitKey: MessageId;
  /** Why the button is still disabled, as a catalog id, read with the button. */
  hintKey?: MessageId | null;
}

/**
 * The end of every booking form: the note for the office, a failed save's message, the submit
 * button, and the confirm dialog for warnings.
 */
export function BookingFormFooter({ form, submitKey, hintKey }: BookingFormFooterProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  return (
    <>
      <TextField
        id={form.notesId}
        label={i18n._('booking.flow.notes')}
        name="notes"
        hint={i18n._('booking.flow.notesHint')}
        counter={255}
        maxLength={255}
        value={form.notes}
        onChange={(event) => form.setNotes(event.currentTarget.value)}
        error={form.notesError ? i18n._(form.notesError) : null}
      />
      {form.saveError ? <Alert variant="error">{i18n._(form.saveError)}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {hintKey ? (
          <p id={hintId} className="text-sm text-gray-700">
            {i18n._(hintKey)}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={!form.canSubmit}
          aria-describedby={hintKey ? hintId : undefined}
        >
          {i18n._(form.saving ? 'booking.flow.saving' : submitKey)}
        </Button>
      </div>
      <WarningConfirm
        warnings={form.confirming}
        onConfirm={form.confirm}
        onDecline={form.decline}
      />
    </>
  );
}
