import { useLingui } from '@lingui/react';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  fetchParticipantPerson,
  fetchParticipantPersonChoices,
  storeParticipantPerson,
} from '../../../shared/api/participant-person';
import { GRADES, RELATIONSHIP_TYPES, PARTICIPANT_PERSON_TYPES } from '../../../shared/model/enums';
import type { ParticipantPersonRow } from '../../../shared/model/participant-person';
import {
  DEFAULT_COORDINATOR_TYPE,
  defaultCoordinatorGrades,
  isCoordinator,
  participantPersonInputSchema,
} from '../../../shared/rules/participant-person';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { RecordDialog, RecordByIdDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { SelectField } from '../../../shared/ui/select-field';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { historyTab } from '../../ui/history/history-tab';
import { GuardianDialog } from './guardian-dialog';
import { NamedPicker } from './named-picker';
import {
  linkFieldOf,
  linkName,
  toLinkInput,
  toLinkValues,
  type LinkKind,
  type ParticipantPersonField,
  type ParticipantPersonValues,
} from './participant-person-values';
import { roleLabel } from './role-label';

const ID_PREFIX = 'link';

/** Props of {@link ParticipantPersonDialog}. */
export interface ParticipantPersonDialogProps {
  /** The link to edit (loaded by the dialog), or null for a new one. */
  link: { id: number } | null;
  onClose: () => void;
  onSaved: (saved: ParticipantPersonRow) => void;
}

/**
 * The participant-person dialog (spec 001 §2.2): links a person — on file, or new from the
 * nested guardian dialog — to a child, as a pick-up person with a relationship (spec 002 §3) or
 * as a coordinator with a type and grades (the type's default grades, spec 002 §4).
 */
export function ParticipantPersonDialog({ link, onClose, onSaved }: ParticipantPersonDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = link?.id ?? null;
  return (
    <RecordByIdDialog
      id={id}
      load={(id, signal) => fetchParticipantPerson(client, id, { signal })}
      title={i18n._('participantPersons.editTitle')}
      failedTitleKey="participantPersons.recordFailed"
      onClose={onClose}
    >
      {(record) => <LinkForm record={record} onClose={onClose} onSaved={onSaved} />}
    </RecordByIdDialog>
  );
}

/** The server's choices for one picker's search. */
function useChoices(search: string) {
  const client = useApiClient();
  const choices = useResource(
    (signal) => fetchParticipantPersonChoices(client, search.trim(), { signal }),
    [search.trim()],
  );
  return choices.state.status === 'ready' ? choices.state.data : null;
}

function LinkForm({
  record,
  onClose,
  onSaved,
}: Omit<ParticipantPersonDialogProps, 'link'> & { record: ParticipantPersonRow | null }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const schema = useMemo(() => participantPersonInputSchema({ today: schoolToday() }), []);
  const form = useForm<ParticipantPersonValues, unknown, ParticipantPersonField>({
    initial: toLinkValues(record),
    schema,
    toInput: toLinkInput,
    fieldOf: linkFieldOf,
    idPrefix: ID_PREFIX,
    onSubmit: async (output) => {
      onSaved(
        await storeParticipantPerson(
          client,
          output as Parameters<typeof storeParticipantPerson>[1],
        ),
      );
    },
  });
  const [childSearch, setChildSearch] = useState('');
  const [personSearch, setPersonSearch] = useState('');
  const [guardianOpen, setGuardianOpen] = useState(false);
  const children = useChoices(childSearch)?.participants ?? [];
  const persons = useChoices(personSearch)?.persons ?? [];
  const { values } = form;
  const error = (field: ParticipantPersonField) =>
    form.errors[field] ? i18n._(form.errors[field]) : null;

  function setKind(kind: LinkKind) {
    form.setValues((current) => ({
      ...current,
      kind,
      // A coordinator starts as transport coordinator with its grades (spec 002 §4).
      role: kind === 'coordinator' ? DEFAULT_COORDINATOR_TYPE : '',
      grades: kind === 'coordinator' ? defaultCoordinatorGrades(DEFAULT_COORDINATOR_TYPE) : [],
    }));
  }
  function setRole(role: string) {
    form.setValues((current) => ({
      ...current,
      role,
      grades: isCoordinator(role) ? defaultCoordinatorGrades(role) : [],
    }));
    form.touch('role');
  }
  const roles = values.kind === 'coordinator' ? PARTICIPANT_PERSON_TYPES : RELATIONSHIP_TYPES;
  // The link's saves and its unlinking (ADMIN): both names, the role and grades as people read them.
  const history = historyTab(
    i18n,
    'participantPerson',
    record?.id,
    {
      participant: i18n._('participantPersons.participant'),
      linkedPerson: i18n._('participantPersons.person'),
      role: i18n._('participantPersons.role'),
      grades: i18n._('participantPersons.grades'),
    },
    { role: (role) => roleLabel(i18n, role) },
  );

  const fields = (
    <div className="space-y-5">
      <NamedPicker
        id={form.idOf('participantId')}
        label={i18n._('participantPersons.participant')}
        searchLabel={i18n._('participantPersons.findParticipant')}
        search={childSearch}
        onSearch={setChildSearch}
        options={children}
        value={values.participant}
        onValueChange={(participant) => {
          form.setValue('participant', participant);
          form.touch('participantId');
        }}
        error={error('participantId')}
      />
      {values.newPerson ? (
        <div className="rounded-lg border border-gray-200 p-3 text-sm text-gray-800">
          <p>
            {i18n._('participantPersons.newPersonChosen', {
              name: linkName(values.newPerson),
            })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setGuardianOpen(true)}>
              {i18n._('participantPersons.newPersonEdit')}
            </Button>
            <Button variant="ghost" onClick={() => form.setValue('newPerson', null)}>
              {i18n._('participantPersons.newPersonDrop')}
            </Button>
          </div>
          {error('personId') ? (
            <p id={form.idOf('personId')} tabIndex={-1} className="mt-2 text-red-700" role="alert">
              {error('personId')}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="space-y-2">
          <NamedPicker
            id={form.idOf('personId')}
            label={i18n._('participantPersons.person')}
            searchLabel={i18n._('participantPersons.findPerson')}
            search={personSearch}
            onSearch={setPersonSearch}
            options={persons}
            value={values.person}
            onValueChange={(person) => {
              form.setValue('person', person);
              form.touch('personId');
            }}
            error={error('personId')}
          />
          <Button variant="secondary" onClick={() => setGuardianOpen(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {i18n._('participantPersons.newPerson')}
          </Button>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">
          {i18n._('participantPersons.kind')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['pickUp', 'coordinator'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="link-kind"
                className="size-4 accent-primary"
                checked={values.kind === kind}
                onChange={() => setKind(kind)}
              />
              {i18n._(`participantPersons.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        id={form.idOf('role')}
        label={i18n._(
          values.kind === 'coordinator'
            ? 'participantPersons.coordinatorType'
            : 'participantPersons.relationship',
        )}
        required
        placeholder={i18n._('participantPersons.choose')}
        options={roles.map((role) => ({ value: role, label: roleLabel(i18n, role) }))}
        value={values.role}
        onChange={(event) => setRole(event.currentTarget.value)}
        error={error('role')}
      />
      {values.kind === 'coordinator' ? (
        <fieldset id={form.idOf('grades')}>
          <legend className="text-sm font-medium text-gray-800">
            {i18n._('participantPersons.grades')}
          </legend>
          <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-8">
            {GRADES.map((grade) => (
              <label key={grade} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={values.grades.includes(grade)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    form.setValue(
                      'grades',
                      GRADES.filter((g) => (g === grade ? checked : values.grades.includes(g))),
                    );
                  }}
                />
                {grade}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );

  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={record ? 'update' : 'create'}
      titles={{
        create: i18n._('participantPersons.new'),
        update: i18n._('participantPersons.editTitle'),
      }}
      onReload={
        record
          ? async () => toLinkValues(await fetchParticipantPerson(client, record.id))
          : undefined
      }
      onFailure={(failure) => reportFailure(failure, 'participantPersons.saveFailed')}
      tabs={
        history.length > 0
          ? [
              { value: 'link', label: i18n._('participantPersons.tab.link'), content: fields },
              ...history,
            ]
          : undefined
      }
      className="max-w-3xl"
    >
      {history.length > 0 ? null : fields}
      {guardianOpen ? (
        <GuardianDialog
          open
          onOpenChange={setGuardianOpen}
          initial={values.newPerson}
          onDone={(person) => {
            form.setValues((current) => ({ ...current, newPerson: person, person: null }));
            form.touch('personId');
          }}
        />
      ) : null}
    </RecordDialog>
  );
}
