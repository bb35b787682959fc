import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { can } from '../../../shared/access/capabilities';
import { fetchParticipantBaseData } from '../../../shared/api/base-data';
import { saveParticipant } from '../../../shared/api/participant';
import {
  fetchContactPersons,
  fetchParticipant,
  fetchParticipantBookings,
  removeParticipantImage,
} from '../../../shared/api/participant-office';
import type { ParticipantRecord } from '../../../shared/model/participant';
import { participantInputSchema } from '../../../shared/model/participant';
import type {
  ContactPerson,
  ParticipantBookingRow,
} from '../../../shared/model/participant-office';
import { currentUser } from '../../../shared/state/session';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { RecordDialog, RecordLoadingDialog, SimpleDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { historyTab } from '../../ui/history/history-tab';
import { AbsencesTab } from '../absences/absences-tab';
import { BookingsTab } from './bookings-tab';
import { ContactList } from './contact-list';
import { PARTICIPANT_ID_PREFIX, ParticipantTab } from './participant-tab';
import {
  participantFieldOf,
  participantName,
  toParticipantInput,
  toParticipantValues,
  type ParticipantField,
  type ParticipantValues,
} from './participant-values';

/** Props of {@link ParticipantDialog}. */
export interface ParticipantDialogProps {
  /** The child to edit (loaded by the dialog), or null for a new one. */
  participant: { id: number } | null;
  /**
   * The office or a parent edits; without it (an instructor) the dialog is the read-only
   * contact viewer. Who edits is the caller's capability: `participant.manage.any` (the office)
   * picks the customer of a new child; a family (`participant.own`) does not, the server puts
   * its new child in its own family — the same rules, no other copy of the dialog.
   */
  manage: boolean;
  onClose: () => void;
  onSaved: (saved: ParticipantRecord) => void;
}

/** What the dialog loads before it opens: the child, its contacts and first bookings page. */
interface Loaded {
  record: ParticipantRecord | null;
  contacts: ContactPerson[];
  bookings: ParticipantBookingRow[];
  schoolYears: { id: number; name: string }[];
}

/**
 * The participant dialog (spec 001 §2.2): tabs Participant, Guardians (when the child has
 * contact persons) and Bookings (when it has bookings). Without `manage` it is the contact
 * viewer (spec 001 §2.2): the child's name and its contacts, nothing editable.
 */
export function ParticipantDialog({
  participant,
  manage,
  onClose,
  onSaved,
}: ParticipantDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = participant?.id ?? null;
  const loaded = useResource(
    async (signal): Promise<Loaded> => {
      const [record, contacts, bookings, baseData] = await Promise.all([
        id === null ? null : fetchParticipant(client, id, { signal }),
        id === null ? [] : fetchContactPersons(client, id, { signal }),
        id === null || !manage ? null : fetchParticipantBookings(client, id, 1, { signal }),
        // The participant base data (office and families alike), not the staff-only service one.
        manage ? fetchParticipantBaseData(client) : null,
      ]);
      return {
        record,
        contacts,
        bookings: bookings?.items ?? [],
        schoolYears: baseData?.schoolYears ?? [],
      };
    },
    [id, manage],
  );
  if (loaded.state.status !== 'ready')
    return (
      <RecordLoadingDialog
        title={i18n._(manage ? 'participants.editTitle' : 'participants.contactViewer')}
        state={loaded.state}
        failedTitleKey="participants.recordFailed"
        onRetry={loaded.reload}
        onClose={onClose}
      />
    );
  const data = loaded.state.data;
  if (!manage && data.record)
    return (
      <SimpleDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={i18n._('participants.contactViewerOf', {
          name: participantName(data.record.person),
        })}
        closeLabel={i18n._('dialog.close')}
        className="max-w-xl"
      >
        {data.contacts.length > 0 ? (
          <ContactList contacts={data.contacts} />
        ) : (
          <p className="text-sm text-gray-600">{i18n._('participants.noContacts')}</p>
        )}
      </SimpleDialog>
    );
  return <ParticipantForm data={data} onClose={onClose} onSaved={onSaved} />;
}

/** The record dialog around the loaded child (or an empty one). */
function ParticipantForm({
  data,
  onClose,
  onSaved,
}: {
  data: Loaded;
  onClose: () => void;
  onSaved: (saved: ParticipantRecord) => void;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const { record } = data;
  const schema = useMemo(() => participantInputSchema({ today: schoolToday() }), []);
  const form = useForm<ParticipantValues, unknown, ParticipantField>({
    initial: toParticipantValues(record),
    schema,
    toInput: (values) => toParticipantInput(values, record),
    fieldOf: participantFieldOf,
    idPrefix: PARTICIPANT_ID_PREFIX,
    onSubmit: async (_output, values) => {
      onSaved(await saveParticipant(client, toParticipantInput(values, record), values.imageFile));
    },
  });
  async function removeImage() {
    const { participantId, imageId } = form.values;
    if (participantId === null || imageId === null) return;
    try {
      await removeParticipantImage(client, participantId, imageId);
      form.setValue('imageId', null);
      showSnackbar('participants.pictureRemoved', { kind: 'success' });
    } catch (error) {
      reportFailure(error, 'participants.saveFailed');
    }
  }
  const tabs = [
    {
      value: 'participant',
      label: i18n._('participants.tab.participant'),
      content: (
        <ParticipantTab
          form={form}
          schoolYears={data.schoolYears}
          pickCustomer={can(currentUser.value, 'participant.manage.any')}
          storedCustomerId={record?.customerId ?? null}
          onRemoveImage={() => void removeImage()}
        />
      ),
    },
    ...(data.contacts.length > 0
      ? [
          {
            value: 'guardians',
            label: i18n._('participants.tab.guardians'),
            content: <ContactList contacts={data.contacts} />,
          },
        ]
      : []),
    ...(record && data.bookings.length > 0
      ? [
          {
            value: 'bookings',
            label: i18n._('participants.tab.bookings'),
            content: <BookingsTab participantId={record.id} first={data.bookings} />,
          },
        ]
      : []),
    // The absences feature's tab (issue 18.5, admin/features/absences): the office's view;
    // families report theirs at /my/absences.
    ...(record && can(currentUser.value, 'absence.manage.any')
      ? [
          {
            value: 'absences',
            label: i18n._('absence.tab'),
            lazy: true,
            content: (
              <AbsencesTab participantId={record.id} name={participantName(record.person)} />
            ),
          },
        ]
      : []),
    ...historyTab(i18n, 'participant', record?.id, {
      person: i18n._('participants.tab.participant'),
      customerId: i18n._('participants.customer'),
      customer: i18n._('participants.customer'),
      clazzes: i18n._('participants.classes'),
      escortType: i18n._('participants.escortType'),
      homeAlone: i18n._('participants.homeAlone'),
      healthProblems: i18n._('participants.healthProblems'),
      emergencyMedication: i18n._('participants.emergencyMedication'),
    }),
  ];
  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={record ? 'update' : 'create'}
      titles={{ create: i18n._('participants.new'), update: i18n._('participants.editTitle') }}
      onReload={async () => toParticipantValues(await fetchParticipant(client, record?.id ?? 0))}
      fieldLabels={{
        givenName: i18n._('person.givenName'),
        familyName: i18n._('person.familyName'),
        escortType: i18n._('participants.escortType'),
        healthProblems: i18n._('participants.healthProblems'),
        emergencyMedication: i18n._('participants.emergencyMedication'),
      }}
      keepMine={(mine, theirs) => ({
        ...mine,
        version: theirs.version,
        participantVersion: theirs.participantVersion,
      })}
      onFailure={(error) => reportFailure(error, 'participants.saveFailed')}
      className="max-w-3xl"
      tabs={tabs}
    />
  );
}
