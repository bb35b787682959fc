import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import type { InstructorRow } from '../../../shared/model/instructor';
import { showSnackbar } from '../../../shared/state/snackbar';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Button } from '../../../shared/ui/button';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { InstructorDialog, type InstructorRef } from './instructor-dialog';
import { INSTRUCTORS_TAG, useInstructorList } from './instructor-list';
import { InstructorTable } from './instructor-table';

/**
 * `/instructor` and `/instructor/{id}` (spec 002 §2, §2.2): the instructors in the data table
 * (sorted and searched from the URL). Those who manage instructors (`instructor.manage`)
 * create them and edit them; `/instructor/{id}` opens one's dialog, so it is a link. Everyone
 * else with the route reads what the server lets them: an instructor their own entry.
 */
export function InstructorsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.instructor.title');
  const instructors = useInstructorList();
  const manage = can(currentUser.value, 'instructor.manage');
  const record = useRecordRoute('/instructor');
  // A reader (an instructor) opens their own row read-only: the one row the server lists them
  // (GET /api/instructor/{id} answers them that one only), so another's address opens nothing.
  const shown = instructors.list.state.status === 'ready' ? instructors.list.state.data.items : [];
  const wanted = record.pathId;
  const openId = manage || shown.some((row) => row.id === wanted) ? wanted : null;
  function onSaved(ref: InstructorRef) {
    record.close();
    invalidate(INSTRUCTORS_TAG);
    showSnackbar('instructors.saved', { kind: 'success', values: { name: ref.name } });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.instructor.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {i18n._(manage ? 'screens.instructor.summary' : 'instructors.readOnly')}
          </p>
        </div>
        {manage ? (
          <Button onClick={record.startCreating}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('instructors.new')}
          </Button>
        ) : null}
      </header>
      <InstructorTable
        instructors={instructors}
        actions={{
          edits: manage,
          onOpen: (row: InstructorRow) => record.open(row.id),
        }}
      />
      {record.creating || openId !== null ? (
        <InstructorDialog
          key={record.creating ? 'new' : openId}
          instructor={record.creating ? null : { id: openId! }}
          onClose={record.close}
          onSaved={onSaved}
          readOnly={!manage}
        />
      ) : null}
    </div>
  );
}
