import { useMemo } from 'react';
import { saveParticipant } from '../../api/participant';
import type { ParticipantRecord } from '../../model/participant';
import { useApiClient } from '../api-client-context';
import { schoolToday } from '../calendar-dates';
import { useForm } from '../form/use-form';
import {
  childFieldOf,
  childFormSchema,
  emptyChild,
  hasPostfix,
  toParticipantSave,
} from './child-form-values';
import type { ChildField } from './child-form-values';

/** Options of {@link useChildForm}. */
export interface ChildFormOptions {
  /** The school year whose class the form asks for ('2026/27'). */
  schoolYear: string;
  /** Prefills the family name. */
  familyName: string;
  onSaved: (child: ParticipantRecord) => void;
}

/**
 * State and save of "add a child" on `useForm`: the rules on submit, then
 * `PUT /api/participant/` (the parent's first child also creates their customer record on the
 * server). Errors are catalog ids; the first invalid field takes focus.
 */
export function useChildForm({ schoolYear, familyName, onSaved }: ChildFormOptions) {
  const client = useApiClient();
  const today = schoolToday();
  const schema = useMemo(() => childFormSchema(today), [today]);
  const form = useForm({
    initial: emptyChild(familyName),
    schema,
    fieldOf: (path, _values, message) => childFieldOf(path, message),
    showErrors: 'submit',
    onSubmit: async (_output, values) => {
      onSaved(await saveParticipant(client, toParticipantSave(values, schoolYear)));
    },
  });

  function setValue(field: ChildField, value: string) {
    form.setValues((current) => {
      const next = { ...current, [field]: value };
      // A section without class letters has the postfix UNKNOWN and nothing else.
      if (field === 'language' && !hasPostfix(value)) next.postfix = 'UNKNOWN';
      return next;
    });
  }

  return { ...form, setValue };
}
