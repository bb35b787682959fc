import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { SimpleDialog } from '../../shared/ui/dialog/dialog';
import { OfferDetail } from '../../shared/ui/offers/offer-detail';
import { OfferList } from '../../shared/ui/offers/offer-list';
import { useOpenService } from '../embed/use-open-service';
import type { WidgetProps } from '../embed/widget-host';
import { WidgetFrame } from '../embed/widget-frame';

/**
 * The public ECA widget (`name="eca"`): the after-school activities open for booking, with
 * filters and each one's detail (the same list and detail as the portal's /public/eca), and
 * the "How booking works" dialog. The `service` attribute opens one service, `grade` presets
 * the grade filter.
 */
export default function EcaWidget({ api, service, grade }: WidgetProps) {
  const { _ } = useLingui();
  const [helpOpen, setHelpOpen] = useState(false);
  const [openId, setOpenId] = useOpenService(service);
  const helpButton = useRef<HTMLButtonElement>(null);
  return (
    <WidgetFrame
      title={_('publicIndex.eca.title')}
      feature="eca"
      actions={
        <Button ref={helpButton} variant="secondary" onClick={() => setHelpOpen(true)}>
          {_('widgets.eca.howItWorks')}
        </Button>
      }
    >
      {openId === null ? (
        <OfferList businessArea="ECA" initialGrade={grade} onOpen={setOpenId} />
      ) : (
        <OfferDetail id={openId} onBack={() => setOpenId(null)} />
      )}
      <SimpleDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={_('widgets.eca.howItWorks')}
        onCloseAutoFocus={(event) => {
          // The Dialog is controlled and has no Radix trigger, so focus is returned by hand.
          event.preventDefault();
          helpButton.current?.focus();
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
          <Button onClick={() => setHelpOpen(false)}>{_('snackbar.close')}</Button>
        </div>
      </SimpleDialog>
    </WidgetFrame>
  );
}
