import { OfferDetail } from '../../../shared/ui/offers/offer-detail';
import { OfferList } from '../../../shared/ui/offers/offer-list';
import { PublicListDetailPage } from './public-page';

/**
 * `/public/eca` and `/public/eca/{id}`: the after-school activities open for booking, and one
 * in full. The same list and detail the ECA widget shows on partner sites.
 */
export function PublicEcaPage() {
  return (
    <PublicListDetailPage
      titleKey="screens.publicEca.title"
      summaryKey="screens.publicEca.summary"
      base="/public/eca"
      list={(navigation) => <OfferList businessArea="ECA" {...navigation} />}
      detail={(id, onBack) => <OfferDetail id={id} onBack={onBack} />}
    />
  );
}
