import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../shared/ui/dialog';
import { PersonFields } from '../../../shared/ui/person-form/person-fields';
import {
  checkPersonForm,
  personFormValues,
  type PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';

/** Props of {@link GuardianDialog}. */
export interface GuardianDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person typed before (to edit again), or null for an empty form. */
  initial: PersonFormValues | null;
  /** The checked person: the link saves it with itself, in one transaction. */
  onDone: (person: PersonFormValues) => void;
}

/**
 * The nested guardian dialog of the participant-person dialog (spec 001 §2.2): the shared
 * person form for someone not on file yet, with the e-mail check and the overwrite question.
 * Nothing is saved here: "Use this person" hands the checked form to the link's dialog.
 */
export function GuardianDialog({ open, onOpenChange, initial, onDone }: GuardianDialogProps) {
  const { i18n } = useLingui();
  const today = schoolToday();
  const [values, setValues] = useState(() => initial ?? personFormValues(null));
  const [shown, setShown] = useState(false);
  const errors = checkPersonForm(values, { today });

  function done() {
    setShown(true);
    if (Object.keys(errors).length > 0) {
      const first = Object.keys(errors)[0]!;
      document.getElementById(`guardian-${first.replace('.', '-')}`)?.focus();
      return;
    }
    onDone(values);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent persistent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{i18n._('participantPersons.guardian.title')}</DialogTitle>
          <DialogDescription>{i18n._('participantPersons.guardian.text')}</DialogDescription>
        </DialogHeader>
        {shown && Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {i18n._('information-missing')}
          </p>
        ) : null}
        <PersonFields
          idPrefix="guardian"
          today={today}
          value={values}
          onValueChange={setValues}
          errors={shown ? errors : {}}
          confirmTakenMail
        />
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {i18n._('dialog.cancel')}
          </Button>
          <Button onClick={done}>{i18n._('participantPersons.guardian.use')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
