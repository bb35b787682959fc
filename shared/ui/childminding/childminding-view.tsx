import { useLingui } from '@lingui/react';
import { ExternalLink } from 'lucide-react';
import { Alert } from '../alert';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';
import { safeHref } from '../safe-href';
import { ChildmindingServiceCard } from './childminding-service-card';
import { ChildmindingServicesProvider } from './childminding-service-context';
import { useChildmindingOffer } from './use-childminding-offer';
import { LoadFailed } from '../load-failed';

/**
 * Childminding as it is offered now (spec 000 §3): the registration here (mode
 * INTERNALLY_ENABLED with `enableChildmindingBooking` on), the external provider's link
 * (OUTSOURCED), or a clear "not offered" (no mode, or registration switched off). Shared by
 * the portal's /public/childminding and the childminding widget.
 */
export function ChildmindingView() {
  const { i18n } = useLingui();
  const { state, retry } = useChildmindingOffer();
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-gray-700">
        {i18n._('booking.flow.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <LoadFailed
        titleKey="childminding.loadFailed"
        messageKey={state.messageKey}
        onRetry={retry}
      />
    );
  }
  const offer = state.data;
  const externalHref = safeHref(offer.externalUrl);
  if (offer.mode === 'OUTSOURCED' && externalHref) {
    return (
      <Alert variant="info" title={i18n._('childminding.outsourcedTitle')}>
        <p>{i18n._('childminding.outsourced')}</p>
        <a
          href={externalHref}
          target="_blank"
          rel="noopener"
          className={cn(
            'mt-3 inline-flex items-center gap-1 rounded font-medium text-primary-700 underline',
            focusRing,
          )}
        >
          {i18n._('childminding.externalLink')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{i18n._('widgets.frame.opensInNewTab')}</span>
        </a>
      </Alert>
    );
  }
  if (!offer.bookingEnabled || offer.services.length === 0) {
    return (
      <Alert variant="info" title={i18n._('widgets.notOffered.title')}>
        <p>
          {i18n._(
            offer.mode === null
              ? 'childminding.notOfferedAtAll'
              : (offer.closedReason ?? 'childminding.noServices'),
          )}
        </p>
      </Alert>
    );
  }
  return (
    <ChildmindingServicesProvider value={offer.services}>
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{i18n._('childminding.intro')}</p>
        {offer.services.map((service) => (
          <ChildmindingServiceCard key={service.id} service={service} />
        ))}
      </div>
    </ChildmindingServicesProvider>
  );
}
