import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { productName } from '../../shared/state/config';
import { useSignals } from '../../shared/state/signals';

/** Sets `document.title` to the product name plus the page's title (spec 000 §1). */
export function usePageTitle(titleKey: string): void {
  useSignals();
  const { i18n } = useLingui();
  const title = `${productName.value} – ${i18n._(titleKey)}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
