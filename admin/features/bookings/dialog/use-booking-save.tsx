import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { checkBooking } from '../../../../shared/api/booking';
import { changeBooking, createBookings, storeBooking } from '../../../../shared/api/booking-save';
import type { MessageId } from '../../../../shared/model/message-ids';
import type { BatchItem, BookingBatchResult } from '../../../../shared/model/booking-batch';
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

/** One booking of a batch as the dialog shows its outcome: which child, which service. */
export interface BatchTarget {
  item: BatchItem;
  childName: string;
  serviceName: string;
}

/** A booking of a batch the server refused, with why. */
export interface BatchRefusal extends BatchTarget {
  message: MessageId;
  values?: Record<string, string | number>;
}

const pairKey = (item: Pick<BatchItem, 'participantId' | 'serviceId'>) =>
  `${item.participantId}:${item.serviceId}`;

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
  family = false,
  onSaved,
  onSomeSaved,
}: {
  record: BookingRecord | null;
  /** `booking.check`: the office and parents; an instructor's save (notes) needs no check. */
  mayCheck: boolean;
  /** A family's own booking: saved through change-booking (weekdays, stop, escort; PENDING). */
  family?: boolean;
  onSaved: (saved: BookingSaved | null) => void;
  /** Some bookings of a batch were made, others refused: the dialog stays open. */
  onSomeSaved?: () => void;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [findings, setFindings] = useState<BookingCheckMessage[]>([]);
  const [refusals, setRefusals] = useState<BatchRefusal[]>([]);
  // The pairs a batch already made: a second Save sends only the others.
  const [made, setMade] = useState<ReadonlySet<string>>(new Set());
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
        const input = toBookingInput(values, confirmed);
        const saved =
          family && record
            ? await changeBooking(client, {
                id: record.id,
                version: record.version,
                recurrenceIds: input.recurrenceIds,
                stopId: input.stopId,
                escortPersonId: input.escortPersonId,
                confirmedWarnings: confirmed,
              })
            : await storeBooking(client, input);
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

  /**
   * Several new bookings at once (`PUT /api/booking/create-bookings`), with the form's status
   * and office fields: each outcome on its own. Refused ones stay listed with why; a capacity
   * warning (409) is asked once and those bookings are sent again with it. True when all
   * were made.
   */
  async function saveMany(values: BookingValues, targets: BatchTarget[]): Promise<boolean> {
    setFindings([]);
    setRefusals([]);
    const input = toBookingInput(values);
    let open = targets.filter((target) => !made.has(pairKey(target.item)));
    const confirmed: BookingWarningKey[] = [];
    const done = new Set(made);
    let refused: BatchRefusal[] = [];
    while (open.length > 0) {
      const result: BookingBatchResult = await createBookings(client, {
        items: open.map((target) => target.item),
        bookingStatus: input.bookingStatus,
        registrationDate: input.registrationDate,
        individualPrice: input.individualPrice,
        notes: input.notes,
        cancellationNotes: input.cancellationNotes,
        homeworkSupport: input.homeworkSupport,
        sendEmail: input.sendEmail,
        confirmedWarnings: [...confirmed],
      });
      const again: BatchTarget[] = [];
      refused = [];
      const warnings: BookingCheckMessage[] = [];
      for (const outcome of result.outcomes) {
        const target = open[outcome.index]!;
        if (outcome.status === 200) {
          done.add(pairKey(target.item));
          continue;
        }
        const named = outcome.issues.filter((issue) => isWarningKey(issue.path));
        if (outcome.status === 409 && named.length > 0) {
          again.push(target);
          for (const issue of named)
            if (!warnings.some((warning) => warning.key === issue.path))
              warnings.push({ key: issue.path as BookingWarningKey });
          continue;
        }
        const first = outcome.issues[0];
        refused.push({
          ...target,
          message: outcome.message,
          ...(first?.values ? { values: first.values } : {}),
        });
      }
      setMade(new Set(done));
      // Asked again for a warning already confirmed (never expected): stop rather than loop.
      const fresh = warnings.filter(
        (warning) => !confirmed.includes(warning.key as BookingWarningKey),
      );
      if (again.length === 0 || fresh.length === 0 || !(await confirmAll(fresh, confirmed))) {
        refused.push(
          ...again.map((target) => ({
            ...target,
            message: bookingCheckMessageId(warnings[0]?.key ?? 'noEventCapacityLeft'),
          })),
        );
        break;
      }
      open = again;
    }
    setRefusals(refused);
    if (refused.length === 0) {
      showSnackbar('bookingDialog.bookingSuccessful', { kind: 'success' });
      onSaved(null);
      return true;
    }
    if (done.size > made.size) onSomeSaved?.();
    return false;
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
  return { save, saveMany, findings, refusals, made, dialog };
}
