import { useLingui } from '@lingui/react';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';

/** The id of each layout's `<main>`, the target of {@link SkipLink}. */
export const MAIN_ID = 'main';

/** A keyboard user's way past the top bar, visible only while focused. */
export function SkipLink() {
  const { i18n } = useLingui();
  return (
    <a
      href={`#${MAIN_ID}`}
      data-print="hide"
      className={cn(
        'sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-primary shadow',
        'focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50',
        focusRing,
      )}
    >
      {i18n._('app.skipToContent')}
    </a>
  );
}
