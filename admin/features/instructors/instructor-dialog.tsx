import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import {
  fetchInstructor,
  fetchInstructorBaseData,
  storeInstructor,
} from '../../../shared/api/instructor';
import type { InstructorRecord } from '../../../shared/model/instructor';
import { instructorInputSchema } from '../../../shared/rules/instructor';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { RecordDialog, RecordByIdDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { historyTab } from '../../ui/history/history-tab';
import { InstructorEventsTab } from './instructor-events-tab';
import { INSTRUCTOR_ID_PREFIX, InstructorPersonTab } from './instructor-person-tab';
import {
  instructorFieldOf,
  instructorName,
  toInstructorInput,
  toInstructorValues,
  type InstructorField,
  type InstructorValues,
} from './instructor-values';

/** What a saved instructor is to the caller: the service dialog adds it to its instructors. */
export interface InstructorRef {
  id: number;
  /** "Given Family". */
  name: string;
}

/** Props of {@link InstructorDialog}. */
export interface InstructorDialogProps {
  /** The instructor to edit (loaded by the dialog), or null for a new one. */
  instructor: { id: number } | null;
  onClose: () => void;
  /** After the server stored it; the caller closes the dialog. */
  onSaved: (ref: InstructorRef) => void;
  /**
   * Only shows (an instructor's own entry, spec 002 §6): no Save, every input disabled, the
   * title "Instructor".
   */
  readOnly?: boolean;
}

/**
 * The instructor dialog (spec 002 §2.2): a Person tab and, when they teach any, an Events tab.
 * It loads the instructor itself, so the service dialog can open it with `{ id }` or `null`
 * (to create one and add it to the service from `onSaved`).
 *
 * @example
 * {creating ? (
 *   <InstructorDialog instructor={null} onClose={() => setCreating(false)}
 *     onSaved={(ref) => { addInstructor(ref); setCreating(false); }} />
 * ) : null}
 */
export function InstructorDialog({
  instructor,
  onClose,
  onSaved,
  readOnly = false,
}: InstructorDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = instructor?.id ?? null;
  return (
    <RecordByIdDialog
      id={id}
      load={(id, signal) => fetchInstructor(client, id, { signal })}
      title={i18n._(readOnly ? 'instructors.showTitle' : 'instructors.editTitle')}
      failedTitleKey="instructors.recordFailed"
      onClose={onClose}
    >
      {(record) => (
        <InstructorForm
          record={record}
          onClose={onClose}
          onSaved={onSaved}
          readOnly={record !== null && readOnly}
        />
      )}
    </RecordByIdDialog>
  );
}

/** Props of {@link InstructorForm}. */
interface InstructorFormProps extends Omit<InstructorDialogProps, 'instructor'> {
  record: InstructorRecord | null;
}

/** The record dialog around the loaded instructor (or an empty one). */
function InstructorForm({ record, onClose, onSaved, readOnly = false }: InstructorFormProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const baseData = useResource((signal) => fetchInstructorBaseData(client, { signal }), []);
  const schema = useMemo(() => instructorInputSchema({ today: schoolToday() }), []);
  const form = useForm<InstructorValues, unknown, InstructorField>({
    initial: toInstructorValues(record),
    schema,
    toInput: (values) => toInstructorInput(values, record),
    fieldOf: instructorFieldOf,
    idPrefix: INSTRUCTOR_ID_PREFIX,
    onSubmit: async (output, values) => {
      const saved = await storeInstructor(client, output, values.imageFile);
      onSaved({ id: saved.id, name: instructorName(saved) });
    },
  });
  const events = record?.events ?? [];
  const name = record ? instructorName(record.person) : '';
  // A reader's inputs are disabled in one go (RecordDialog's `readOnly` drops Save).
  const personTab = (
    <fieldset disabled={readOnly} className="m-0 min-w-0 border-0 p-0">
      <InstructorPersonTab
        form={form}
        businessAreas={
          baseData.state.status === 'ready' ? baseData.state.data.businessAreas : undefined
        }
      />
    </fieldset>
  );

  // The instructor's person keeps the history (the save records the person's changes).
  const moreTabs = [
    ...(events.length > 0
      ? [
          {
            value: 'events',
            label: i18n._('instructors.tab.events'),
            content: <InstructorEventsTab events={events} name={name} />,
          },
        ]
      : []),
    ...historyTab(i18n, 'person', record?.person.id),
  ];
  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={record ? 'update' : 'create'}
      titles={{
        create: i18n._('instructors.new'),
        update: i18n._(readOnly ? 'instructors.showTitle' : 'instructors.editTitle'),
      }}
      readOnly={readOnly}
      onReload={async () => toInstructorValues(await fetchInstructor(client, record?.id ?? 0))}
      fieldLabels={{
        givenName: i18n._('person.givenName'),
        familyName: i18n._('person.familyName'),
        title: i18n._('person.title'),
        gender: i18n._('person.gender'),
        email: i18n._('person.email'),
        birthday: i18n._('person.birthday'),
        businessAreaSet: i18n._('instructors.businessAreas'),
        notes: i18n._('instructors.notes'),
      }}
      keepMine={(mine, theirs) => ({
        ...mine,
        version: theirs.version,
        instructorVersion: theirs.instructorVersion,
      })}
      onFailure={(error) => reportFailure(error, 'instructors.saveFailed')}
      className="max-w-3xl"
      {...(moreTabs.length > 0
        ? {
            tabs: [
              { value: 'person', label: i18n._('instructors.tab.person'), content: personTab },
              ...moreTabs,
            ],
          }
        : { children: personTab })}
    />
  );
}
