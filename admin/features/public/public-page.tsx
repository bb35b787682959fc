import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { featureToggles } from '../../../shared/state/features';
import { useSignals } from '../../../shared/state/signals';
import { BookingHostProvider } from '../../../shared/ui/booking/booking-host';
import type { OfferNavigation } from '../../../shared/ui/offers/offer-card';
import { usePageTitle } from '../../app/page-title';
import type { MessageId } from '../../../shared/model/message-ids';

/** Props of {@link PublicPage}. */
export interface PublicPageProps {
  titleKey: MessageId;
  summaryKey?: MessageId;
  children: ReactNode;
}

/**
 * The frame of a public page: its title (also the document's), a summary, and the booking
 * dialogs below it offering sign-up only while the `register` toggle allows it.
 */
export function PublicPage({ titleKey, summaryKey, children }: PublicPageProps) {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle(titleKey);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._(titleKey)}
        </h1>
        {summaryKey ? <p className="mt-1 text-sm text-gray-700">{i18n._(summaryKey)}</p> : null}
      </header>
      <BookingHostProvider value={{ allowSignup: featureToggles.value.register }}>
        {children}
      </BookingHostProvider>
    </div>
  );
}

/** Props of {@link PublicListDetailPage}. */
export interface PublicListDetailPageProps extends Omit<PublicPageProps, 'children'> {
  /** The list's address; a service is at `{base}/{id}`. */
  base: string;
  list: (navigation: OfferNavigation) => ReactNode;
  detail: (id: number, onBack: () => void) => ReactNode;
}

/**
 * A public area's list at `base` and one service in full at `{base}/{id}`, with real links
 * between them that keep the query (`?embed=1` inside a partner's frame).
 */
export function PublicListDetailPage({ base, list, detail, ...page }: PublicListDetailPageProps) {
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const serviceId = id && /^\d+$/.test(id) ? Number(id) : null;
  const withQuery = (path: string) => `${path}${window.location.search}`;
  return (
    <PublicPage {...page}>
      {serviceId === null
        ? list({
            onOpen: (openId) => navigate(withQuery(`${base}/${openId}`)),
            detailHref: (openId) => withQuery(`${base}/${openId}`),
          })
        : detail(serviceId, () => navigate(withQuery(base)))}
    </PublicPage>
  );
}
