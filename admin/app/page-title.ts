import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { MessageId } from '../../shared/i18n/message-id';
import { productName } from '../../shared/state/config';
import { useSignals } from '../../shared/state/signals';

/** Sets `document.title` to the product name plus the page's title (spec 000 §1). */
export function usePageTitle(titleKey: MessageId): void {
  useSignals();
  const { i18n } = useLingui();
  const title = `${productName.value} – ${i18n._(titleKey)}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
