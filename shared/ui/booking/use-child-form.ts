import { useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { saveParticipant } from '../../api/participant';
import { ERROR_KEYS } from '../../model/errors';
import type { ParticipantRecord } from '../../model/participant';
import { useApiClient } from '../api-client-context';
import { localToday } from '../calendar-dates';
import {
  checkChildForm,
  childErrorsFromIssues,
  emptyChild,
  hasPostfix,
  toParticipantSave,
} from './child-form-values';
import type { ChildField, ChildFormValues } from './child-form-values';

/** Options of {@link useChildForm}. */
export interface ChildFormOptions {
  /** The school year whose class the form asks for ('2026/27'). */
  schoolYear: string;
  /** Prefills the family name. */
  familyName: string;
  onSaved: (child: ParticipantRecord) => void;
}

/**
 * State and save of "add a child": the rules on submit, then `PUT /api/participant/` (the
 * parent's first child also creates their customer record on the server). Errors are catalog
 * ids; the first invalid field takes focus.
 */
export function useChildForm({ schoolYear, familyName, onSaved }: ChildFormOptions) {
  const client = useApiClient();
  const [values, setValues] = useState<ChildFormValues>(() => emptyChild(familyName));
  const [errors, setErrors] = useState<Partial<Record<ChildField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function setValue(field: ChildField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A section without class letters has the postfix UNKNOWN and nothing else.
      if (field === 'language' && !hasPostfix(value)) next.postfix = 'UNKNOWN';
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const focusFirst = (found: Partial<Record<ChildField, string>>) => {
      const first = Object.keys(found)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    };
    const found = checkChildForm(values, localToday());
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSaving(true);
    try {
      onSaved(await saveParticipant(client, toParticipantSave(values, schoolYear)));
    } catch (error) {
      const fromServer = isApiError(error) ? childErrorsFromIssues(error.issues) : {};
      setErrors(fromServer);
      setFormError(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected);
      focusFirst(fromServer);
      setSaving(false);
    }
  }

  return { values, setValue, errors, formError, saving, onSubmit };
}
