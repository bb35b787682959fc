import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { GRADES, type Grade } from '../../../../shared/model/enums';
import type { EventOption } from '../../../../shared/model/event-record';
import { Button } from '../../../../shared/ui/button';
import { SelectField } from '../../../../shared/ui/select-field';
import type { RecipientsState } from './use-recipients';

/**
 * Where recipients come from besides the basket (spec 002 §2.3; issue 20.3): a service's
 * families (added to the basket, so they stay for the next mail) and a grade's children of the
 * school year in its booking phase.
 */
export function RecipientSources({
  recipients,
  services,
}: {
  recipients: RecipientsState;
  services: readonly EventOption[];
}) {
  const { i18n } = useLingui();
  const [serviceId, setServiceId] = useState('');
  const [grade, setGrade] = useState<Grade | ''>('');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex items-end gap-2">
        <SelectField
          className="min-w-0 flex-1"
          label={i18n._('composer.sources.service')}
          placeholder={i18n._('composer.sources.choose')}
          value={serviceId}
          onChange={(event) => setServiceId(event.currentTarget.value)}
          options={services.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <Button
          variant="secondary"
          disabled={!serviceId || recipients.busy}
          onClick={() => void recipients.addFamiliesOf(Number(serviceId))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {i18n._('composer.sources.addFamilies')}
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <SelectField
          className="min-w-0 flex-1"
          label={i18n._('composer.sources.grade')}
          placeholder={i18n._('composer.sources.choose')}
          value={grade}
          onChange={(event) => setGrade(event.currentTarget.value as Grade | '')}
          options={GRADES.map((g) => ({ value: g, label: g }))}
        />
        <Button
          variant="secondary"
          disabled={!grade || recipients.busy}
          onClick={() => grade && void recipients.addChildrenOf([grade])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {i18n._('composer.sources.addChildren')}
        </Button>
      </div>
    </div>
  );
}
