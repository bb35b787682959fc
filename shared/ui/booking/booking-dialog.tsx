import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { can } from '../../access/capabilities';
import type { CustomerBookingResult } from '../../model/booking';
import type { EventDetail } from '../../model/event';
import { currentUser } from '../../state/session';
import { useSignOut } from '../account/use-sign-out';
import { useSignals } from '../../state/signals';
import { Alert } from '../alert';
import { Button } from '../button';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { SimpleDialog } from '../dialog/dialog';
import { PaymentForm } from '../payment/payment-form';
import { usePaymentDue } from '../payment/use-payment-due';
import { AccountStep } from './account-step';
import { BookingDone } from './booking-done';
import { BookingForm } from './booking-form';
import type { BookingFormProps } from './booking-form';
import { bookingDialogOpen, useBookingHost } from './booking-host';
import { useRegisterPermission } from './use-register-permission';
import { useCatalogs } from '../../i18n/use-catalogs';

/** Fields whose input counts as typed text (not radios, checkboxes or selects). */
const TYPED_FIELDS = 'textarea, input:not([type="radio"], [type="checkbox"], [type="hidden"])';

/** Props of {@link BookingDialog}. */
export interface BookingDialogProps {
  offer: EventDetail;
  onClose: () => void;
  /** The area's booking form; the default books a child's service (ECA and the like). */
  form?: ComponentType<BookingFormProps>;
}

/**
 * Booking a service in place, in one dialog: sign in or sign up when signed out; a clear "no"
 * when the service's register permissions leave the account out; the payment details when a
 * customer still lacks them (spec 000 §2); then the booking form; then the
 * confirmation. Escape or the outside closes it, and nothing is saved that was not confirmed.
 */
export function BookingDialog({ offer, onClose, form: Form = BookingForm }: BookingDialogProps) {
  // The flow's strings come with its code, not with the listing (shared/i18n/README.md).
  useCatalogs(['forms', 'booking']);
  useSignals();
  const { i18n } = useLingui();
  const signOut = useSignOut();
  const host = useBookingHost();
  const user = currentUser.value;
  const { due, markComplete } = usePaymentDue(user);
  // Who books in place: parents booking for their own children (MEMBER pays as a customer too).
  const isParent = can(user, 'booking.own');
  const permission = useRegisterPermission(offer.id, isParent);
  const [booked, setBooked] = useState<CustomerBookingResult | null>(null);
  // The fields typed into: while one of them is still on screen (not sent and replaced by the
  // step's answer), closing asks first, as RecordDialog does.
  const typed = useRef(new Set<EventTarget>());
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    bookingDialogOpen.value = true;
    return () => {
      bookingDialogOpen.value = false;
    };
  }, []);

  function onBooked(result: CustomerBookingResult) {
    setBooked(result);
    host.onBooked?.(result);
  }

  let step;
  let stepName: string;
  if (booked) {
    stepName = 'done';
    step = (
      <BookingDone offer={offer} waiting={booked.status === 'WAITING_LIST'} onClose={onClose} />
    );
  } else if (!user) {
    stepName = 'account';
    step = <AccountStep allowSignup={host.allowSignup} />;
  } else if (!isParent) {
    stepName = 'notParent';
    step = (
      <Alert variant="info" title={i18n._('booking.account.notParentTitle')}>
        <p>{i18n._('booking.account.notParent')}</p>
        <Button variant="secondary" className="mt-3" onClick={signOut}>
          {i18n._('booking.account.signOut')}
        </Button>
      </Alert>
    );
  } else if (permission.status === 'refused') {
    stepName = 'refused';
    step = (
      <Alert variant="error" title={i18n._('booking.flow.cannotBook')}>
        <p>{i18n._(permission.messageKey)}</p>
      </Alert>
    );
  } else if (due.status === 'checking' || permission.status === 'checking') {
    stepName = 'checking';
    step = (
      <p role="status" className="text-sm text-gray-700">
        {i18n._('booking.flow.loading')}
      </p>
    );
  } else if (due.status === 'due') {
    stepName = 'payment';
    step = (
      <div className="space-y-4">
        <h3 className="text-base font-semibold text-gray-900">{i18n._('payment.title')}</h3>
        <p className="text-sm text-gray-700">{i18n._('payment.description')}</p>
        <PaymentForm profile={due.profile} onSaved={markComplete} />
      </div>
    );
  } else {
    stepName = 'form';
    step = <Form offer={offer} onBooked={onBooked} />;
  }
  // What was typed belongs to one step: a saved step (signed in, payment data stored) is done.
  useEffect(() => typed.current.clear(), [stepName]);
  const dirty = () => [...typed.current].some((field) => (field as Node).isConnected);

  return (
    <>
      <SimpleDialog
        open
        onOpenChange={(open) => {
          if (open) return;
          if (dirty()) setAsking(true);
          else onClose();
        }}
        title={i18n._('booking.flow.title', { service: offer.name })}
        closeLabel={i18n._('booking.flow.leave')}
        className="max-w-2xl"
      >
        <div
          onInput={(event) => {
            // Text typed is what a close would lose; a picked child or option is one click away.
            if ((event.target as Element).matches(TYPED_FIELDS)) typed.current.add(event.target);
          }}
        >
          {step}
        </div>
      </SimpleDialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        variant="destructive"
        title={i18n._('dialog.discard.title')}
        text={i18n._('dialog.discard.text')}
        confirmLabel={i18n._('dialog.discard.confirm')}
        cancelLabel={i18n._('dialog.discard.keep')}
        onConfirm={onClose}
      />
    </>
  );
}
