import { useLingui } from '@lingui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../shared/ui/button';
import { OfferList } from '../../shared/ui/offers/offer-list';
import { LazyOfferDetail } from '../embed/lazy-details';
import { useOpenService } from '../embed/use-open-service';
import type { WidgetProps } from '../embed/widget-host';
import { WidgetFrame } from '../embed/widget-frame';
import { getPublicEvents } from '../../shared/api/event';
import type { ApiClient } from '../../shared/api/client';
import { initialOfferFilters } from '../../shared/ui/offers/offer-list';

// The help dialog (and with it the dialog primitives) loads on the first click, not before the
// first paint.
const loadHelpDialog = () => import('./help-dialog');
const HelpDialog = lazy(loadHelpDialog);

/** The first paint's requests, started at mount (widgets/embed/define-widget.tsx). */
export function prefetch({ service, grade }: WidgetProps, client: ApiClient) {
  if (service) return;
  client.prefetch?.((early) => getPublicEvents(early, 'ECA', initialOfferFilters(grade)));
}

/**
 * The public ECA widget (`name="eca"`): the after-school activities open for booking, with
 * filters and each one's detail (the same list and detail as the portal's /public/eca), and
 * the "How booking works" dialog. The `service` attribute opens one service, `grade` presets
 * the grade filter.
 */
export default function EcaWidget({ api, service, grade }: WidgetProps) {
  const { _ } = useLingui();
  // null until first opened: the dialog's chunk is not asked for before.
  const [helpOpen, setHelpOpen] = useState<boolean | null>(null);
  const [openId, setOpenId] = useOpenService(service);
  const helpButton = useRef<HTMLButtonElement>(null);
  return (
    <WidgetFrame
      title={_('publicIndex.eca.title')}
      feature="eca"
      actions={
        <Button
          ref={helpButton}
          variant="secondary"
          // Pointing at the button starts the load, so the click rarely waits for it.
          onPointerEnter={() => void loadHelpDialog()}
          onClick={() => setHelpOpen(true)}
        >
          {_('widgets.eca.howItWorks')}
        </Button>
      }
    >
      {openId === null ? (
        <OfferList businessArea="ECA" initialGrade={grade} onOpen={setOpenId} />
      ) : (
        <LazyOfferDetail id={openId} onBack={() => setOpenId(null)} />
      )}
      {helpOpen === null ? null : (
        <Suspense fallback={null}>
          <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} api={api} opener={helpButton} />
        </Suspense>
      )}
    </WidgetFrame>
  );
}
