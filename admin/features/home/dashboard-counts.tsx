import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { call } from '../../../shared/api/call';
import { getCounts } from '../../../shared/contracts/count';
import type { DashboardCounts } from '../../../shared/model/counts';
import type { MessageId } from '../../../shared/model/message-ids';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';

/** One tile: a number and what it counts, as a link to the list it is the total of. */
function Tile({ href, count, label }: { href: string; count: number; label: string }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link
        href={href}
        className={cn(
          'flex min-h-20 flex-col justify-center rounded-lg border border-gray-300 bg-white px-4 py-3 hover:bg-gray-50',
          focusRing,
        )}
      >
        <span className="text-2xl font-semibold text-gray-900">
          {new Intl.NumberFormat(i18n.locale).format(count)}
        </span>
        <span className="text-sm text-gray-700">{label}</span>
      </Link>
    </li>
  );
}

/** A titled group of tiles. */
function TileGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-medium text-gray-900">
        {title}
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">{children}</ul>
    </section>
  );
}

/** The tiles of one answer: each group only when the caller may open its lists. */
function Tiles({ counts }: { counts: DashboardCounts }) {
  const { i18n } = useLingui();
  const { areas, schoolYear } = counts;
  const others: { href: string; count: number | null; key: MessageId }[] = [
    { href: '/participant', count: counts.children, key: 'dashboard.counts.children' },
    {
      href: '/email?status=FAILED',
      count: counts.failedEmails,
      key: 'dashboard.counts.failedEmails',
    },
    { href: '/registrations', count: counts.registrations, key: 'dashboard.counts.registrations' },
    {
      href: `/event?inconsistent=true${schoolYear ? `&schoolYear=${schoolYear.id}` : ''}`,
      count: counts.inconsistentServices,
      key: 'dashboard.counts.inconsistentServices',
    },
  ];
  const shown = others.flatMap(({ count, ...tile }) =>
    count === null ? [] : [{ ...tile, count }],
  );
  return (
    <div className="mt-3 space-y-5">
      {areas ? (
        <TileGroup id="tiles-pending" title={i18n._('dashboard.counts.pending')}>
          {areas.map((area) => (
            <Tile
              key={area.businessArea}
              href={`/booking?status=PENDING&businessArea=${area.businessArea}`}
              count={area.pending}
              label={i18n._(`businessArea.${area.businessArea}`)}
            />
          ))}
        </TileGroup>
      ) : null}
      {areas && schoolYear ? (
        <TileGroup
          id="tiles-year"
          title={i18n._('dashboard.counts.thisYear', { year: schoolYear.name })}
        >
          {areas.map((area) => (
            <Tile
              key={area.businessArea}
              href={`/booking?businessArea=${area.businessArea}&schoolYear=${schoolYear.id}`}
              count={area.thisYear}
              label={i18n._(`businessArea.${area.businessArea}`)}
            />
          ))}
        </TileGroup>
      ) : null}
      {shown.length > 0 ? (
        <TileGroup id="tiles-other" title={i18n._('dashboard.counts.other')}>
          {shown.map((tile) => (
            <Tile key={tile.href} href={tile.href} count={tile.count} label={i18n._(tile.key)} />
          ))}
        </TileGroup>
      ) : null}
    </div>
  );
}

/**
 * The dashboard's count tiles (spec 002 §7 "Counts"; issue 21.6), from `GET /api/count/all`:
 * pending requests and this year's bookings per business area, children, failed e-mails,
 * registrations awaiting approval and services with an inconsistency, each a link to the list
 * filtered to what it counts.
 */
export function DashboardCountTiles() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const counts = useResource((signal) => call(client, getCounts, {}, { signal }), [client]);
  const state = counts.state;
  return (
    <Card aria-labelledby="tiles-heading">
      <h2 id="tiles-heading" className="text-xl font-semibold text-gray-900">
        {i18n._('dashboard.counts.title')}
      </h2>
      {state.status === 'failed' ? (
        <LoadFailed
          titleKey="dashboard.counts.loadFailed"
          messageKey={state.messageKey}
          onRetry={counts.reload}
        />
      ) : state.status === 'loading' ? (
        <p role="status" className="mt-2 text-gray-700">
          {i18n._('dashboard.counts.loading')}
        </p>
      ) : (
        <Tiles counts={state.data} />
      )}
    </Card>
  );
}
