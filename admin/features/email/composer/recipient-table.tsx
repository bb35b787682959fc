import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, Eye, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_PERSON_TYPES, type EmailPersonType } from '../../../../shared/model/email';
import { Button } from '../../../../shared/ui/button';
import { cn } from '../../../../shared/ui/cn';
import { DataTable } from '../../../ui/data-table/data-table';
import { localList } from '../../../ui/data-table/local-list';
import type { CompositionState } from './use-composition';
import { recipientKey, type ComposerRecipient, type RecipientsState } from './use-recipients';

type Order = 'name' | 'email' | 'type';
const FIRST_PAGE = { page: 1, pageSize: 20, orderBy: 'name' as Order, asc: true };

/** The valid mark: the check's answer when checked, else whether the address is an e-mail. */
function ValidMark({ valid, i18n }: { valid: boolean; i18n: I18n }) {
  const Icon = valid ? CheckCircle2 : XCircle;
  return (
    <span
      className={cn('inline-flex items-center gap-1', valid ? 'text-green-700' : 'text-red-700')}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only sm:text-xs">
        {i18n._(valid ? 'composer.recipients.valid' : 'composer.recipients.invalid')}
      </span>
    </span>
  );
}

function columns(
  i18n: I18n,
  recipients: RecipientsState,
  composition: CompositionState,
): ColumnDef<ComposerRecipient>[] {
  return [
    {
      id: 'valid',
      header: () => i18n._('composer.recipients.validLabel'),
      cell: ({ row }) => {
        const result = composition.resultOf(row.original);
        const valid = result ? result.valid && result.rightType : row.original.valid;
        return (
          <div>
            <ValidMark valid={valid} i18n={i18n} />
            {result && !result.rightType ? (
              <p className="text-xs text-red-700">{i18n._('composer.recipients.wrongType')}</p>
            ) : null}
            {result && result.missing.length > 0 ? (
              <p className="text-xs text-amber-800">
                {i18n._('composer.recipients.missing', { wildcards: result.missing.join(', ') })}
              </p>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'type',
      accessorFn: (r) => i18n._(`composer.type.${r.type}`),
      enableSorting: true,
      meta: { label: i18n._('composer.recipients.type') },
    },
    {
      id: 'name',
      accessorFn: (r) => r.name,
      enableSorting: true,
      meta: { label: i18n._('composer.recipients.name'), isRowHeader: true },
    },
    {
      id: 'email',
      accessorFn: (r) => r.email || '—',
      enableSorting: true,
      meta: { label: i18n._('composer.recipients.email') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('composer.recipients.actions')}</span>,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button
            variant="secondary"
            aria-label={i18n._('composer.previewOf', { name: row.original.name })}
            disabled={composition.busy !== null}
            onClick={() => composition.showPreview(row.original)}
          >
            <Eye aria-hidden="true" className="size-4" />
            {i18n._('composer.preview')}
          </Button>
          <Button
            variant="secondary"
            aria-label={i18n._('composer.recipients.removeOf', { name: row.original.name })}
            onClick={() => void recipients.remove(row.original)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {i18n._('composer.recipients.remove')}
          </Button>
        </div>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}

/**
 * The recipient table (spec 002 §2.3): the person-type toggle above it filters the rows; each
 * row has its valid mark (with the check's missing wildcards), type, name, e-mail, preview and
 * remove. Sorted and paged in memory.
 */
export function RecipientTable({
  recipients,
  composition,
}: {
  recipients: RecipientsState;
  composition: CompositionState;
}) {
  const { i18n } = useLingui();
  const [query, setQuery] = useState(FIRST_PAGE);
  const [shown, setShown] = useState<readonly EmailPersonType[]>(EMAIL_PERSON_TYPES);
  const toggle = (type: EmailPersonType) => {
    setShown(shown.includes(type) ? shown.filter((t) => t !== type) : [...shown, type]);
    setQuery({ ...query, page: 1 });
  };
  const answer = localList(recipients.recipients, query, {
    id: recipientKey,
    orderValues: { name: (r) => r.name, email: (r) => r.email, type: (r) => r.type },
    filter: (r) => shown.includes(r.type),
  });
  const list =
    recipients.state.status === 'failed'
      ? recipients.state
      : recipients.state.status === 'loading' && !recipients.state.data
        ? { status: 'loading' as const }
        : { status: 'ready' as const, data: answer };
  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={i18n._('composer.recipients.typeFilter')}
        className="flex flex-wrap gap-2"
      >
        {EMAIL_PERSON_TYPES.map((type) => (
          <Button
            key={type}
            variant={shown.includes(type) ? 'primary' : 'secondary'}
            aria-pressed={shown.includes(type)}
            onClick={() => toggle(type)}
          >
            {i18n._(`composer.type.${type}`)} (
            {recipients.recipients.filter((r) => r.type === type).length})
          </Button>
        ))}
      </div>
      <DataTable
        label={i18n._('composer.recipients.title')}
        columns={columns(i18n, recipients, composition)}
        list={list}
        query={query}
        onQueryChange={(change) =>
          setQuery({ ...query, page: 1, ...(change as Partial<typeof query>) })
        }
        onRetry={recipients.reload}
        getRowId={recipientKey}
        loadFailedKey="basket.loadFailed"
        empty={i18n._('composer.recipients.empty')}
      />
    </div>
  );
}
