import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { putSpouse } from '../../../shared/api/customer';
import { putPerson } from '../../../shared/api/person';
import type { SpouseInput } from '../../../shared/model/customer';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { isSpouseFilled } from '../../../shared/rules/person';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import {
  checkPersonForm,
  personErrorsFromIssues,
  personFormValues,
  toPersonInput,
} from '../../../shared/ui/person-form/person-form-values';
import type {
  PersonFormErrors,
  PersonFormField,
  PersonFormValues,
} from '../../../shared/ui/person-form/person-form-values';
import type { ProfileData } from './load-profile';

/** The two panels of the profile page. */
export type ProfilePanel = 'person' | 'spouse';

/** The spouse as `PUT /api/customer/spouse` takes it, or null for an empty panel. */
function toSpouseInput(values: PersonFormValues): SpouseInput | null {
  const { givenName, familyName, title, gender, email, birthday, contactSet } =
    toPersonInput(values);
  const spouse = { givenName, familyName, title, gender, email, birthday, contactSet };
  return isSpouseFilled(spouse) ? (spouse as SpouseInput) : null;
}

/** Options of {@link useProfileForm}. */
export interface UseProfileFormOptions {
  /** yyyy-MM-dd, the last possible birthday. */
  today: string;
  /** Focuses the field of the first error after a refused save. */
  focusField: (panel: ProfilePanel, field: PersonFormField) => void;
}

/**
 * State and save of the profile page. A field shows its error once left, and every error
 * after a save attempt. Save writes the person and then, when it changed, the spouse; a stale
 * version (409) keeps everything typed and offers to load the current data.
 */
export function useProfileForm(data: ProfileData, { today, focusField }: UseProfileFormOptions) {
  const client = useApiClient();
  const [saved, setSaved] = useState(data);
  const [person, setPerson] = useState(() => personFormValues(data.person));
  const [spouse, setSpouse] = useState(() => personFormValues(data.customer?.spouse ?? null));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<ProfilePanel, PersonFormErrors>>({
    person: {},
    spouse: {},
  });
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);

  const hasSpouse = saved.customer !== null;
  const checked = {
    person: checkPersonForm(person, { today }),
    spouse: hasSpouse ? checkPersonForm(spouse, { today, spouse: true }) : {},
  };
  const shown = (panel: ProfilePanel): PersonFormErrors => {
    const due = Object.entries(checked[panel]).filter(
      ([field]) => submitted || touched.has(`${panel}.${field}`),
    );
    return { ...Object.fromEntries(due), ...serverErrors[panel] };
  };

  const onChange = (panel: ProfilePanel) => (next: PersonFormValues) => {
    (panel === 'person' ? setPerson : setSpouse)(next);
    setServerErrors((current) => ({ ...current, [panel]: {} }));
  };
  const onFieldBlur = (panel: ProfilePanel) => (field: PersonFormField) =>
    setTouched((current) => new Set(current).add(`${panel}.${field}`));

  async function save() {
    if (saving) return;
    setSubmitted(true);
    const firstError = (['person', 'spouse'] as const)
      .map((panel) => [panel, Object.keys(checked[panel])[0]] as const)
      .find(([, field]) => field !== undefined);
    if (firstError) return focusField(firstError[0], firstError[1] as PersonFormField);
    setSaving(true);
    let panel: ProfilePanel = 'person';
    try {
      // Checked above: the rules let only a gender of GENDERS through.
      const input = toPersonInput(person, saved.person) as Parameters<typeof putPerson>[1];
      const savedPerson = await putPerson(client, input);
      let customer = saved.customer;
      setPerson(personFormValues(savedPerson));
      setSaved((current) => ({ ...current, person: savedPerson }));
      const spouseInput = toSpouseInput(spouse);
      const spouseBefore = toSpouseInput(personFormValues(saved.customer?.spouse ?? null));
      if (customer && JSON.stringify(spouseInput) !== JSON.stringify(spouseBefore)) {
        panel = 'spouse';
        const answer = await putSpouse(client, { spouse: spouseInput, version: customer.version });
        customer = { spouse: answer.spouse, version: answer.version };
        setSpouse(personFormValues(answer.spouse));
      }
      setSaved({ person: savedPerson, customer });
      setSubmitted(false);
      setTouched(new Set());
      showSnackbar('profile.saved', { kind: 'success' });
    } catch (error) {
      if (isApiError(error, 409)) setStale(true);
      if (isApiError(error, 400)) {
        const values = panel === 'person' ? person : spouse;
        setServerErrors((current) => ({
          ...current,
          [panel]: personErrorsFromIssues(values, error.issues),
        }));
      }
      showSnackbar(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected, { kind: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return {
    person,
    spouse,
    hasSpouse,
    errors: { person: shown('person'), spouse: shown('spouse') },
    onChange,
    onFieldBlur,
    save,
    saving,
    stale,
  };
}
