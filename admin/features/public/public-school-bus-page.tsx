import { BusLineDetail } from '../../../shared/ui/bus/bus-line-detail';
import { BusLineList } from '../../../shared/ui/bus/bus-line-list';
import { PublicListDetailPage } from './public-page';

/**
 * `/public/school-bus` and `/public/school-bus/{id}`: the bus lines in the morning and the
 * afternoon, and one line with its stops, times, prices and booking. The same list, detail and
 * form the school bus widget shows on partner sites; the route needs `enableSchoolBusBooking`.
 */
export function PublicSchoolBusPage() {
  return (
    <PublicListDetailPage
      titleKey="screens.publicSchoolBus.title"
      summaryKey="screens.publicSchoolBus.summary"
      base="/public/school-bus"
      list={(navigation) => <BusLineList {...navigation} />}
      detail={(id, onBack) => <BusLineDetail id={id} onBack={onBack} />}
    />
  );
}
