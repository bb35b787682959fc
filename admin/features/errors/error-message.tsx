import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { usePageTitle } from '../../app/page-title';

/** A centred error message with the way back to the start page. */
export function ErrorMessage({ titleKey, messageKey }: { titleKey: string; messageKey: string }) {
  const { i18n } = useLingui();
  usePageTitle(titleKey);
  return (
    <div className="flex flex-1 flex-col items-center justify-center text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{i18n._(titleKey)}</h1>
      <p className="mt-3 max-w-md text-gray-600">{i18n._(messageKey)}</p>
      <Link
        href="/"
        className={cn(
          'mt-8 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-white shadow-sm hover:bg-primary-700',
          focusRing,
        )}
      >
        {i18n._('error.goToStart')}
      </Link>
    </div>
  );
}
