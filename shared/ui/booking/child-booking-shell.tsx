import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { currentUser } from '../../state/session';
import { Alert } from '../alert';
import { BookingFormFooter } from './booking-form-footer';
import type { BookingFormFooterProps } from './booking-form-footer';
import { BookingVerdict } from './booking-verdict';
import { ChildForm } from './child-form';
import { ChildPicker } from './child-picker';
import type { Verdict } from './use-booking-verdict';
import type { MyChildren } from './use-my-children';
import type { MessageId } from '../../model/message-ids';

/** Props of {@link ChildBookingShell}. */
export interface ChildBookingShellProps {
  form: MyChildren & BookingFormFooterProps['form'] & { verdict: Verdict };
  /** The service's school year: the class a new child is asked for, and shown per child. */
  schoolYear: string;
  submitKey?: MessageId;
  /** The area's own fields, between the child and the verdict (days, end time, …). */
  children?: ReactNode;
}

/**
 * What every booking form for a child shares: the children loading, "Add a child" (the form
 * alone while the parent has none), the child picker, the area's fields, the server's verdict
 * and the footer with the note, the submit and the confirm dialog.
 */
export function ChildBookingShell({
  form,
  schoolYear,
  submitKey = 'booking.flow.submit',
  children: areaFields,
}: ChildBookingShellProps) {
  const { i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const { children } = form;

  if (children.status === 'loading') {
    return (
      <p role="status" className="text-sm text-gray-700">
        {i18n._('booking.flow.loadingChildren')}
      </p>
    );
  }
  if (children.status === 'failed') {
    return <Alert variant="error">{i18n._(children.messageKey)}</Alert>;
  }
  const hasChildren = children.data.length > 0;
  if (adding || !hasChildren) {
    return (
      <div className="space-y-3">
        {hasChildren ? null : (
          <p className="text-sm text-gray-700">{i18n._('booking.flow.firstChild')}</p>
        )}
        <ChildForm
          schoolYear={schoolYear}
          familyName={currentUser.value?.familyName ?? ''}
          onCancel={hasChildren ? () => setAdding(false) : undefined}
          onSaved={(child) => {
            form.addChild(child);
            setAdding(false);
          }}
        />
      </div>
    );
  }

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => form.submit(event)}>
      <ChildPicker
        childList={children.data}
        selected={form.participantId}
        onSelect={form.setParticipantId}
        onAdd={() => setAdding(true)}
        schoolYear={schoolYear}
      />
      {areaFields}
      <BookingVerdict verdict={form.verdict} />
      <BookingFormFooter
        form={form}
        submitKey={submitKey}
        hintKey={form.participantId === null ? 'booking.flow.chooseChild' : null}
      />
    </form>
  );
}
