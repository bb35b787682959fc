import { useLingui } from '@lingui/react';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { Switch } from '../../../shared/ui/switch';
import { useAutoApprove } from './use-auto-approve';

/** The organisation's choice to approve sign-ups automatically, saved as soon as it is switched. */
export function AutoApproveSwitch() {
  const { i18n } = useLingui();
  const autoApprove = useAutoApprove();
  if (autoApprove.state.status === 'failed') {
    return (
      <LoadFailed
        titleKey="registrations.autoApprove.loadFailed"
        messageKey={autoApprove.state.messageKey}
        onRetry={autoApprove.retry}
      />
    );
  }
  return (
    <Card className="sm:p-6">
      <Switch
        checked={autoApprove.on}
        onCheckedChange={(on) => void autoApprove.change(on)}
        disabled={autoApprove.state.status !== 'ready' || autoApprove.saving}
        label={i18n._('registrations.autoApprove.label')}
        description={i18n._('registrations.autoApprove.description')}
      />
    </Card>
  );
}
