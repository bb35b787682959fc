import { useLingui } from '@lingui/react';
import type { LucideIcon } from 'lucide-react';
import { Baby, Bus, ChevronRight, Palette, Tent, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { FeatureToggleName } from '../../../shared/model/features';
import { featureToggles } from '../../../shared/state/features';
import { useSignals } from '../../../shared/state/signals';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { usePageTitle } from '../../app/page-title';

interface PublicOffer {
  /** Names its ids `publicIndex.<id>.title` and `.text`. */
  id: 'eca' | 'holidayCamp' | 'schoolBus' | 'childminding' | 'parentActivities';
  path: string;
  icon: LucideIcon;
  /** The toggle that must be on for the offer to be listed. */
  feature?: FeatureToggleName;
}

const OFFERS: readonly PublicOffer[] = [
  { id: 'eca', path: '/public/eca', icon: Palette, feature: 'eca' },
  { id: 'holidayCamp', path: '/public/holiday-camp', icon: Tent, feature: 'holiday_camp' },
  {
    id: 'schoolBus',
    path: '/public/school-bus',
    icon: Bus,
    feature: 'enableSchoolBusBooking',
  },
  { id: 'childminding', path: '/public/childminding', icon: Baby },
  { id: 'parentActivities', path: '/public/parent-activities', icon: Users },
];

/** `/public`: the offers anyone can browse and book, each leading to its public page. */
export function PublicIndexPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('publicIndex.title');
  const offers = OFFERS.filter((offer) => !offer.feature || featureToggles.value[offer.feature]);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('publicIndex.title')}
        </h1>
        <p className="mt-2 text-gray-600">{i18n._('publicIndex.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {offers.map(({ id, path, icon: Icon }) => (
          <li key={id}>
            <Link
              href={path}
              className={cn(
                'group flex h-full items-start gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-300',
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
              <span className="flex-1">
                <span className="block font-semibold text-gray-900">
                  {i18n._(`publicIndex.${id}.title`)}
                </span>
                <span className="mt-1 block text-sm text-gray-600">
                  {i18n._(`publicIndex.${id}.text`)}
                </span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-gray-400 group-hover:text-primary"
              />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
