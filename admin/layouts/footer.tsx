import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { productName } from '../../shared/state/config';
import { useSignals } from '../../shared/state/signals';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';

/** The page footer: copyright line and the imprint link (spec 000 §2); hidden in print. */
export function Footer({ className }: { className?: string }) {
  useSignals();
  const { i18n } = useLingui();
  return (
    <footer
      className={cn(
        'flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-gray-200',
        'px-4 py-6 text-center text-sm text-gray-600 print:hidden',
        className,
      )}
    >
      <span>
        {i18n._('footer.copyright', {
          year: new Date().getFullYear(),
          organisation: productName.value,
        })}
      </span>
      <Link
        href="/imprint"
        className={cn(
          'rounded underline decoration-gray-300 underline-offset-4 hover:text-primary hover:decoration-primary',
          focusRing,
        )}
      >
        {i18n._('footer.imprint')}
      </Link>
    </footer>
  );
}
