import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { renewScheduleFeed } from '../../../shared/api/schedule';
import type { ScheduleFeedLink, ScheduleFeedState } from '../../../shared/model/schedule';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { formatLongDate } from '../../../shared/ui/calendar-labels';
import { Card } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { reportFailure } from '../../app/failures';

/** Props of {@link CalendarLink}. */
export interface CalendarLinkProps {
  participantId: number;
  givenName: string;
  feed: ScheduleFeedState;
  onRenewed: () => void;
}

/**
 * The child's private calendar subscription (issue 19.6). The server keeps only a hash of the
 * link, so it is shown once, right after it is made; renewing makes a new one and the old one
 * stops working at once — what a parent does when a link went to the wrong person.
 */
export function CalendarLink({ participantId, givenName, feed, onRenewed }: CalendarLinkProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [link, setLink] = useState<ScheduleFeedLink | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const since = link?.createdAt ?? feed.createdAt;

  async function renew() {
    setBusy(true);
    try {
      setLink(await renewScheduleFeed(client, participantId));
      showSnackbar('schedule.feed.made', { kind: 'success' });
      onRenewed();
    } catch (error) {
      reportFailure(error, 'schedule.feed.failed');
      throw error;
    } finally {
      setBusy(false);
    }
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar('schedule.feed.copied', { kind: 'success' });
    } catch {
      // No clipboard (an insecure origin): the field is there to select by hand.
    }
  }

  return (
    <Card className="space-y-3" aria-labelledby="schedule-feed-title">
      <h2 id="schedule-feed-title" className="text-lg font-semibold text-gray-900">
        {i18n._('schedule.feed.title')}
      </h2>
      <p className="text-sm text-gray-700">{i18n._('schedule.feed.intro', { name: givenName })}</p>
      {since ? (
        <p className="text-sm text-gray-700">
          {i18n._('schedule.feed.since', {
            date: formatLongDate(since.slice(0, 10), i18n.locale),
          })}
        </p>
      ) : null}
      {link ? (
        <div className="space-y-2">
          <label htmlFor="schedule-feed-url" className="block text-sm font-medium text-gray-900">
            {i18n._('schedule.feed.url')}
          </label>
          <input
            id="schedule-feed-url"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm text-gray-900"
          />
          <p className="text-sm text-gray-700">{i18n._('schedule.feed.onlyOnce')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => copy(link.url)}>
              {i18n._('schedule.feed.copy')}
            </Button>
            <a
              className="inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-primary underline"
              href={link.url.replace(/^https?:/, 'webcal:')}
            >
              {i18n._('schedule.feed.subscribe')}
            </a>
          </div>
        </div>
      ) : null}
      {since === null ? (
        <Button onClick={() => void renew().catch(() => undefined)} disabled={busy}>
          {i18n._('schedule.feed.make')}
        </Button>
      ) : (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={i18n._('schedule.feed.renewTitle')}
          text={i18n._('schedule.feed.renewText')}
          confirmLabel={i18n._('schedule.feed.renew')}
          onConfirm={renew}
          trigger={
            <Button variant="secondary" disabled={busy}>
              {i18n._('schedule.feed.renew')}
            </Button>
          }
        />
      )}
    </Card>
  );
}
