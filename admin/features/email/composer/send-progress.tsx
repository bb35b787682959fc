import { useLingui } from '@lingui/react';
import type { EmailSendProgress } from '../../../../shared/model/email';

/**
 * A send's progress as the outbox counts it (issue 20.4): sent, failed and waiting, a bar, and
 * those left out. A live region, so a screen reader hears it move without moving focus.
 */
export function SendProgress({ progress }: { progress: EmailSendProgress }) {
  const { i18n } = useLingui();
  const done = progress.sent + progress.failed;
  return (
    <div
      role="status"
      className="space-y-1 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm"
    >
      <p className="font-medium">
        {i18n._(progress.waiting > 0 ? 'composer.progress.running' : 'composer.progress.done')}
      </p>
      <progress
        className="h-2 w-full"
        max={Math.max(progress.total, 1)}
        value={done}
        aria-label={i18n._('composer.progress.label')}
      />
      <p className="tabular-nums">
        {i18n._('composer.progress.counts', {
          sent: progress.sent,
          failed: progress.failed,
          waiting: progress.waiting,
        })}
        {progress.skipped > 0
          ? ` ${i18n._('composer.progress.skipped', { skipped: progress.skipped })}`
          : null}
      </p>
    </div>
  );
}
