import { useLingui } from '@lingui/react';

/** Shown while a page's code loads: a quiet spinner, announced to screen readers. */
export function PageLoading() {
  const { i18n } = useLingui();
  return (
    <div role="status" className="flex justify-center py-16">
      <span className="size-8 animate-spin rounded-full border-4 border-primary-100 border-t-primary" />
      <span className="sr-only">{i18n._('app.loading')}</span>
    </div>
  );
}
