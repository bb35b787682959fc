import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { checkBooking } from '../../../../shared/api/booking';
import { storeBooking } from '../../../../shared/api/booking-save';
import {
  BLOCKING_WARNING_KEYS,
  BOOKING_WARNING_KEYS,
  bookingCheckMessageId,
  type BookingCheckMessage,
  type BookingWarningKey,
} from '../../../../shared/model/booking';
import type { BookingRecord, BookingSaved } from '../../../../shared/model/booking-record';
import { showSnackbar } from '../../../../shared/state/snackbar';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { ConfirmDialog } from '../../../../shared/ui/dialog';
import { toBookingInput, type BookingValues } from './booking-values';

const isWarningKey = (key: string): key is BookingWarningKey =>
  (BOOKING_WARNING_KEYS as readonly string[]).includes(key);
const blocks = (finding: BookingCheckMessage) =>
  !isWarningKey(finding.key) || (BLOCKING_WARNING_KEYS as readonly string[]).includes(finding.key);

/** Whether the save runs the booking check (server/services/booking/office/save-booking.ts). */
function needsCheck(values: BookingValues, record: BookingRecord | null, mayCheck: boolean) {
  if (!mayCheck) return false;
  if (!record) return true;
  const same =
    [...values.recurrenceIds].sort().join() === [...record.recurrenceIds].sort().join() &&
    values.stopId === (record.service.inbound ? record.startStopId : record.destinationStopId);
  const holds = (status: string) => ['ACCEPTED', 'PENDING', 'WAITING_LIST'].includes(status);
  return !same || (!holds(record.bookingStatus) && holds(values.bookingStatus));
}

/**
 * The booking dialog's save (spec 001 §8): the booking check first, its errors (and
 * `noLocation`) shown and blocking; each capacity warning asked in a confirm dialog, a "no"
 * blocking the save; then `PUT /api/booking` with the confirmed warnings. A place taken in the
 * meantime (409 naming a warning) asks again. Success says `bookingSuccessful`.
 */
export function useBookingSave({
  record,
  mayCheck,
  onSaved,
}: {
  record: BookingRecord | null;
  /** `booking.check`: the office and parents; an instructor's save (notes) needs no check. */
  mayCheck: boolean;
  onSaved: (saved: BookingSaved) => void;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [findings, setFindings] = useState<BookingCheckMessage[]>([]);
  // The open question with its own answer: a late "closed" of an answered one changes nothing.
  const [question, setQuestion] = useState<{
    warning: BookingCheckMessage;
    answer: (yes: boolean) => void;
  } | null>(null);

  const ask = (warning: BookingCheckMessage) =>
    new Promise<boolean>((resolve) => {
      let done = false;
      const answer = (yes: boolean) => {
        if (done) return;
        done = true;
        setQuestion(null);
        resolve(yes);
      };
      setQuestion({ warning, answer });
    });

  /** Asks each warning not confirmed yet; false when one was declined. */
  async function confirmAll(
    warnings: readonly BookingCheckMessage[],
    confirmed: BookingWarningKey[],
  ) {
    for (const warning of warnings) {
      if (!isWarningKey(warning.key) || confirmed.includes(warning.key)) continue;
      if (!(await ask(warning))) return false;
      confirmed.push(warning.key);
    }
    return true;
  }

  async function save(values: BookingValues): Promise<BookingSaved | null> {
    setFindings([]);
    const confirmed: BookingWarningKey[] = [];
    if (needsCheck(values, record, mayCheck) && values.serviceId && values.participantId) {
      const result = await checkBooking(client, {
        id: values.id,
        serviceId: values.serviceId,
        participantId: values.participantId,
        recurrenceIds: values.recurrenceIds,
        stopId: values.stopId,
      });
      const blocking = [...result.errors, ...result.warnings.filter(blocks)];
      if (blocking.length > 0) {
        setFindings(blocking);
        return null;
      }
      const takesPlace = values.bookingStatus === 'ACCEPTED' || values.bookingStatus === 'PENDING';
      if (takesPlace && !(await confirmAll(result.warnings, confirmed))) return null;
    }
    for (;;) {
      try {
        const saved = await storeBooking(client, toBookingInput(values, confirmed));
        showSnackbar('bookingDialog.bookingSuccessful', { kind: 'success' });
        onSaved(saved);
        return saved;
      } catch (error) {
        // 409 naming warnings: a place went meanwhile. Anything else is the dialog's to answer.
        const named = isApiError(error, 409)
          ? error.issues.filter((issue) => isWarningKey(issue.path ?? ''))
          : [];
        if (named.length === 0) throw error;
        const warnings = named.map((issue) => ({ key: issue.path as BookingWarningKey }));
        if (!(await confirmAll(warnings, confirmed))) return null;
      }
    }
  }

  const dialog: ReactNode = (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => !open && question?.answer(false)}
      title={i18n._('bookingDialog.confirmWarning')}
      text={
        question
          ? i18n._(bookingCheckMessageId(question.warning.key), question.warning.values)
          : null
      }
      confirmLabel={i18n._('bookingDialog.bookAnyway')}
      onConfirm={() => question?.answer(true)}
    />
  );
  return { save, findings, dialog };
}
