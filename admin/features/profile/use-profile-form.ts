import { useState } from 'react';
import * as v from 'valibot';
import { ApiError, isApiError } from '../../../shared/api/api-error';
import { putSpouse } from '../../../shared/api/customer';
import { putPerson } from '../../../shared/api/person';
import type { SpouseInput } from '../../../shared/model/customer';
import { isSpouseFilled } from '../../../shared/rules/person';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useForm } from '../../../shared/ui/form/use-form';
import { personFieldId } from '../../../shared/ui/person-form/person-fields';
import {
  personFieldOf,
  personFormSchema,
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
type ProfileField = `${ProfilePanel}.${PersonFormField}`;
type ProfileValues = Record<ProfilePanel, PersonFormValues>;

const ID_PREFIX: Record<ProfilePanel, string> = { person: 'profile', spouse: 'spouse' };

/** The spouse as `PUT /api/customer/spouse` takes it, or null for an empty panel. */
function toSpouseInput(values: PersonFormValues): SpouseInput | null {
  const { givenName, familyName, title, gender, email, birthday, contactSet } =
    toPersonInput(values);
  const spouse = { givenName, familyName, title, gender, email, birthday, contactSet };
  return isSpouseFilled(spouse) ? (spouse as SpouseInput) : null;
}

/** Each issue of a panel's save under the panel's name, so it lands on that panel's field. */
function inPanel(error: unknown, panel: ProfilePanel): unknown {
  if (!isApiError(error, 400)) return error;
  const issues = error.issues.map((issue) => ({ ...issue, path: `${panel}.${issue.path}` }));
  return new ApiError({ ...error, status: 400, messageKey: error.messageKey, issues });
}

/** Splits `panel.field` into its panel and the person form's field. */
function split(field: string): [ProfilePanel, PersonFormField] {
  const [panel, ...rest] = field.split('.');
  return [panel as ProfilePanel, rest.join('.') as PersonFormField];
}

/**
 * State and save of the profile page on `useForm`: both panels are one form. A field shows its
 * error once left, and every error after a save attempt. Save writes the person and then, when
 * it changed, the spouse; a stale version (409) keeps everything typed and offers to load the
 * current data.
 */
export function useProfileForm(
  data: ProfileData,
  { today, onSaved }: { today: string; onSaved?: () => void },
) {
  const client = useApiClient();
  const [saved, setSaved] = useState(data);
  const hasSpouse = saved.customer !== null;
  const form = useForm<ProfileValues, unknown, ProfileField>({
    initial: {
      person: personFormValues(data.person),
      spouse: personFormValues(data.customer?.spouse ?? null),
    },
    schema: v.object({
      person: personFormSchema({ today }),
      spouse: hasSpouse ? personFormSchema({ today, spouse: true }) : v.unknown(),
    }),
    toInput: ({ person, spouse }) => ({
      person: toPersonInput(person),
      spouse: toPersonInput(spouse),
    }),
    fieldOf: (path, values) => {
      const [panel, rest] = split(path);
      if (panel !== 'person' && panel !== 'spouse') return null;
      const field = personFieldOf(values[panel])(rest);
      return field ? `${panel}.${field}` : null;
    },
    idOf: (field) => personFieldId(ID_PREFIX[split(field)[0]], split(field)[1]),
    onSubmit: async (_output, values) => {
      // Checked above: the rules let only a gender of GENDERS through.
      const input = toPersonInput(values.person, saved.person) as Parameters<typeof putPerson>[1];
      const savedPerson = await putPerson(client, input).catch((error: unknown) => {
        throw inPanel(error, 'person');
      });
      let customer = saved.customer;
      const person = personFormValues(savedPerson);
      // The person is stored: a failing spouse save must not send its old version again.
      setSaved((current) => ({ ...current, person: savedPerson }));
      form.setValues((current) => ({ ...current, person }));
      let spouse = values.spouse;
      const spouseInput = toSpouseInput(values.spouse);
      const spouseBefore = toSpouseInput(personFormValues(saved.customer?.spouse ?? null));
      if (customer && JSON.stringify(spouseInput) !== JSON.stringify(spouseBefore)) {
        const answer = await putSpouse(client, {
          spouse: spouseInput,
          version: customer.version,
        }).catch((error: unknown) => {
          throw inPanel(error, 'spouse');
        });
        customer = { spouse: answer.spouse, version: answer.version };
        spouse = personFormValues(answer.spouse);
      }
      setSaved({ person: savedPerson, customer });
      showSnackbar('profile.saved', { kind: 'success' });
      onSaved?.();
      return { person, spouse };
    },
    onError: (_error, messageKey) => showSnackbar(messageKey, { kind: 'error' }),
  });

  /** The messages due in `panel`, keyed by the person form's fields. */
  const errorsOf = (panel: ProfilePanel): PersonFormErrors => {
    const errors: PersonFormErrors = {};
    for (const [field, message] of Object.entries(form.errors)) {
      const [owner, rest] = split(field);
      if (owner === panel && message) errors[rest] = message;
    }
    return errors;
  };

  return {
    person: form.values.person,
    spouse: form.values.spouse,
    hasSpouse,
    errors: { person: errorsOf('person'), spouse: errorsOf('spouse') },
    onChange: (panel: ProfilePanel) => (next: PersonFormValues) => form.setValue(panel, next),
    onFieldBlur: (panel: ProfilePanel) => (field: PersonFormField) =>
      form.touch(`${panel}.${field}`),
    submit: form.submit,
    saving: form.submitting,
    stale: form.stale,
  };
}
