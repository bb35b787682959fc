import { useLingui } from '@lingui/react';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../../../shared/ui/input';
import { cn } from '../../../shared/ui/cn';

/** How long typing rests before the search goes into the URL and the list loads. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
  /** The field's label; "Search" by default. */
  label?: string;
  className?: string;
}

/**
 * The list's text search: typed freely, handed on once typing rests, and following the URL
 * when it changes from elsewhere (back button, a link).
 */
export function SearchField({ value, onSearch, label, className }: SearchFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  if (value !== shown) {
    // The URL changed from outside: show its search (React's "adjust state on prop change").
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <label htmlFor={id} className="sr-only">
        {label ?? i18n._('dataTable.search')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
      />
      <Input
        id={id}
        type="search"
        className="pl-9"
        placeholder={label ?? i18n._('dataTable.search')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </div>
  );
}
