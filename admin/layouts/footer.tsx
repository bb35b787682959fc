import { useLingui } from '@lingui/react';
import { productName } from '../../shared/state/config';
import { useSignals } from '../../shared/state/signals';

/** The page footer with the copyright line; hidden in print (spec 000 §1). */
export function Footer() {
  useSignals();
  const { i18n } = useLingui();
  return (
    <footer className="border-t border-gray-200 py-6 text-center text-sm text-gray-600 print:hidden">
      {i18n._('footer.copyright', {
        year: new Date().getFullYear(),
        organisation: productName.value,
      })}
    </footer>
  );
}
