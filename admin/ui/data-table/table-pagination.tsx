import { useLingui } from '@lingui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../shared/ui/button';

/** Choices of rows per page. */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;

/** Props of {@link TablePagination}. */
export interface TablePaginationProps {
  page: number;
  pageSize: number;
  /** Rows on the current page. */
  shown: number;
  /** All matching rows, when the endpoint counts them. */
  total?: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * "21–40 of 83", rows per page and the way to the previous and next page. Without a total,
 * a page that is full is taken to have a next one.
 */
export function TablePagination({
  page,
  pageSize,
  shown,
  total,
  onPage,
  onPageSize,
}: TablePaginationProps) {
  const { i18n } = useLingui();
  const sizeId = useId();
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const hasNext = total === undefined ? shown === pageSize : last < total;
  return (
    <nav
      aria-label={i18n._('dataTable.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700"
    >
      <p aria-live="polite">
        {total === undefined
          ? i18n._('dataTable.range', { first, last })
          : i18n._('dataTable.rangeOfTotal', { first, last, total })}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{i18n._('dataTable.pageSize')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
        >
          {[...new Set([...PAGE_SIZES, pageSize])]
            .sort((a, b) => a - b)
            .map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
        </select>
        <Button
          variant="secondary"
          className="px-2"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={i18n._('dataTable.previousPage')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="secondary"
          className="px-2"
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
          aria-label={i18n._('dataTable.nextPage')}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
