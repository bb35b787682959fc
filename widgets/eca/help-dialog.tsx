import { useLingui } from '@lingui/react';
import type { RefObject } from 'react';
import { useCatalogs } from '../../shared/i18n/use-catalogs';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { SimpleDialog } from '../../shared/ui/dialog/dialog';
import { focusRing } from '../../shared/ui/focus-ring';

/** Props of {@link HelpDialog}. */
export interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The API origin: the dialog links to its portal's /public/eca. */
  api: string;
  /** The button that opened the dialog; focus goes back there. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * "How booking works" of the ECA widget. Its own chunk (widgets/eca/index.tsx loads it on the
 * first click), so the dialog primitives stay out of the widget's first paint.
 */
export default function HelpDialog({ open, onOpenChange, api, opener }: HelpDialogProps) {
  // Its texts are in the widget's catalog, which the entry's first-paint messages leave out.
  useCatalogs(['eca']);
  const { _ } = useLingui();
  return (
    <SimpleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={_('widgets.eca.howItWorks')}
      onCloseAutoFocus={(event) => {
        // The Dialog is controlled and has no Radix trigger, so focus is returned by hand.
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <p className="text-sm text-gray-700">{_('widgets.eca.howItWorksText')}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <a
          href={`${api}/public/eca`}
          target="_blank"
          rel="noopener"
          className={cn('rounded text-sm font-medium text-primary-700 underline', focusRing)}
        >
          {_('widgets.eca.openPortal')}
        </a>
        <Button onClick={() => onOpenChange(false)}>{_('snackbar.close')}</Button>
      </div>
    </SimpleDialog>
  );
}
