import { useLingui } from '@lingui/react';
import { toLocale } from '../../../shared/i18n/i18n';
import { DEFAULT_LOCALE } from '../../../shared/model/enums';
import { useResource } from '../../../shared/ui/use-resource';
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
  const ready = peekContent(page, locale);
  // A page loaded before renders at once, from the cache, without a request.
  const content = useResource(() => loadContent(page, locale), [page, locale], {
    enabled: !ready,
  });

  if (ready) return { status: 'ready', data: ready };
  if (content.state.status === 'ready') return { status: 'ready', data: content.state.data };
  if (content.state.status === 'failed') return { status: 'error', retry: content.reload };
  return { status: 'loading' };
}
