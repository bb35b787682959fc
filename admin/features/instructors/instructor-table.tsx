import { useLingui } from '@lingui/react';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { instructorColumns, type InstructorActions } from './instructor-columns';
import type { InstructorList } from './instructor-list';

/** Props of {@link InstructorTable}. */
export interface InstructorTableProps {
  instructors: InstructorList;
  /** Edit (a manager) or Show (a reader); null for no row action. */
  actions: InstructorActions | null;
}

/**
 * The instructors in the data table: a search in the names and the e-mail, sortable columns
 * and pages, all in the URL. A row opens its dialog (read-only for a reader).
 */
export function InstructorTable({ instructors, actions }: InstructorTableProps) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = instructors;
  return (
    <div className="space-y-3">
      <SearchField
        label={i18n._('instructors.search')}
        value={query.search ?? ''}
        onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
      />
      <DataTable
        label={i18n._('screens.instructor.title')}
        columns={instructorColumns(i18n, actions)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={actions?.onOpen}
        loadFailedKey="instructors.loadFailed"
        empty={i18n._('instructors.empty')}
      />
    </div>
  );
}
