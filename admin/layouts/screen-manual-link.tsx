import { useLingui } from '@lingui/react';
import { CircleHelp } from 'lucide-react';
import { createContext, useContext } from 'react';
import { Link } from 'wouter';
import { featureToggles } from '../../shared/state/features';
import { useSignals } from '../../shared/state/signals';
import { menuTriggerClass } from './bar-menu';

/**
 * The manual of the screen on show (the route table's `manual`), handed from the route to the
 * top bar, which every office screen shares: one link there rather than one in each page.
 */
export const ScreenManualContext = createContext<string | undefined>(undefined);

/**
 * "User manual": opens the current screen's manual (`/user-manual/{id}`) in the same tab, while
 * the feature toggle `enableUserManual` is on. The word shows from the `sm` width; on a phone
 * only the icon does and the word stays the link's accessible name.
 */
export function ScreenManualLink() {
  useSignals();
  const { i18n } = useLingui();
  const manual = useContext(ScreenManualContext);
  if (!manual || !featureToggles.value.enableUserManual) return null;
  return (
    <Link href={`/user-manual/${manual}`} className={menuTriggerClass}>
      <CircleHelp aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span className="sr-only sm:not-sr-only">{i18n._('layout.screenManual')}</span>
    </Link>
  );
}
