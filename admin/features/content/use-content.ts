import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { toLocale } from '../../../shared/i18n/i18n';
import { DEFAULT_LOCALE } from '../../../shared/model/enums';
import type { ContentOf, ContentPage } from './content-schema';
import { loadContent, peekContent } from './load-content';

/** What a content page has to show: a spinner, a failure with a way to retry, or the content. */
export type ContentState<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T };

/**
 * The content of `page` in the language the interface shows. It follows Lingui's active locale
 * rather than the locale signal, so texts and labels switch together once the catalog is in.
 */
export function useContent<P extends ContentPage>(page: P): ContentState<ContentOf<P>> {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale) ?? DEFAULT_LOCALE;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [, setLoaded] = useState<string | null>(null);
  const key = `${page}:${locale}:${attempt}`;
  const ready = peekContent(page, locale);

  useEffect(() => {
    if (ready) return;
    let live = true;
    loadContent(page, locale).then(
      () => live && setLoaded(key),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [key, page, locale, ready]);

  if (ready) return { status: 'ready', data: ready };
  if (failed === key) return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  return { status: 'loading' };
}
