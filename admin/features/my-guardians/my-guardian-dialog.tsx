import { useLingui } from '@lingui/react';
import { storeMyGuardian } from '../../../shared/api/my-guardians';
import {
  PICK_UP_RELATIONSHIPS,
  type MyGuardian,
  type MyGuardianChild,
} from '../../../shared/model/my-guardian';
import { myGuardianInputSchema } from '../../../shared/rules/my-guardian';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Checkbox } from '../../../shared/ui/checkbox';
import { RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { PhoneField } from '../../../shared/ui/phone-field';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { reportFailure } from '../../app/failures';
import { roleLabel } from '../participant-persons/role-label';
import {
  myGuardianFieldOf,
  toMyGuardianInput,
  toMyGuardianValues,
  type MyGuardianField,
  type MyGuardianValues,
} from './my-guardian-values';

/** Props of {@link MyGuardianDialog}. */
export interface MyGuardianDialogProps {
  /** The pick-up person to change, or null to add one. */
  guardian: MyGuardian | null;
  children: readonly MyGuardianChild[];
  onClose: () => void;
  onSaved: (saved: MyGuardian) => void;
}

/**
 * A pick-up person: names and phone with the shared rules, the relationship (spec 002 §3's
 * list without the parents) and the children they may collect. Name and phone of a person who
 * is not the family's alone are shown but kept (the server says so too).
 */
export function MyGuardianDialog({ guardian, children, onClose, onSaved }: MyGuardianDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const form = useForm<MyGuardianValues, unknown, MyGuardianField>({
    initial: toMyGuardianValues(guardian, children.length === 1 ? [children[0]!.id] : []),
    schema: myGuardianInputSchema,
    toInput: toMyGuardianInput,
    fieldOf: (path) => myGuardianFieldOf(path),
    idPrefix: 'my-guardian',
    onSubmit: async (_output, values) => {
      const saved = await storeMyGuardian(client, toMyGuardianInput(values));
      onSaved(saved);
      return toMyGuardianValues(saved);
    },
  });
  const { values } = form;
  const errorOf = (field: MyGuardianField) => {
    const key = form.errors[field];
    return key ? i18n._(key) : null;
  };
  const locked = guardian !== null && !guardian.editable;
  const labels = {
    givenName: i18n._('myGuardians.givenName'),
    familyName: i18n._('myGuardians.familyName'),
    phone: i18n._('myGuardians.phone'),
    relationship: i18n._('myGuardians.relationship'),
    participantIds: i18n._('myGuardians.children'),
  };

  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={guardian ? 'update' : 'create'}
      titles={{ create: i18n._('myGuardians.new'), update: i18n._('myGuardians.edit') }}
      description={locked ? i18n._('myGuardians.keptByOthers') : undefined}
      fieldLabels={labels}
      onFailure={(error) => reportFailure(error, 'myGuardians.saveFailed')}
      className="max-w-xl"
    >
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={form.idOf('givenName')}
            label={labels.givenName}
            value={values.givenName}
            readOnly={locked}
            autoComplete="off"
            onChange={(event) => form.setValue('givenName', event.currentTarget.value)}
            onBlur={() => form.touch('givenName')}
            error={errorOf('givenName')}
            required
          />
          <TextField
            id={form.idOf('familyName')}
            label={labels.familyName}
            value={values.familyName}
            readOnly={locked}
            autoComplete="off"
            onChange={(event) => form.setValue('familyName', event.currentTarget.value)}
            onBlur={() => form.touch('familyName')}
            error={errorOf('familyName')}
            required
          />
        </div>
        <PhoneField
          id={form.idOf('phone')}
          label={labels.phone}
          hint={i18n._('myGuardians.phoneHint')}
          value={values.phone}
          readOnly={locked}
          onValueChange={(phone) => form.setValue('phone', phone)}
          onBlur={() => form.touch('phone')}
          error={errorOf('phone')}
          required
        />
        <SelectField
          id={form.idOf('relationship')}
          label={labels.relationship}
          value={values.relationship}
          placeholder={i18n._('myGuardians.chooseRelationship')}
          options={PICK_UP_RELATIONSHIPS.map((type) => ({
            value: type,
            label: roleLabel(i18n, type),
          }))}
          onChange={(event) => form.setValue('relationship', event.currentTarget.value)}
          onBlur={() => form.touch('relationship')}
          error={errorOf('relationship')}
          required
        />
        <fieldset id={form.idOf('participantIds')} className="space-y-2" tabIndex={-1}>
          <legend className="text-sm font-medium text-gray-900">{labels.participantIds}</legend>
          <ul className="space-y-1">
            {children.map((child) => (
              <li key={child.id}>
                <Checkbox
                  label={`${child.givenName} ${child.familyName}`}
                  checked={values.participantIds.includes(child.id)}
                  onChange={(event) =>
                    form.setValue(
                      'participantIds',
                      event.currentTarget.checked
                        ? [...values.participantIds, child.id]
                        : values.participantIds.filter((id) => id !== child.id),
                    )
                  }
                />
              </li>
            ))}
          </ul>
          {errorOf('participantIds') ? (
            <p className="text-sm text-red-700" role="alert">
              {errorOf('participantIds')}
            </p>
          ) : null}
        </fieldset>
      </div>
    </RecordDialog>
  );
}
