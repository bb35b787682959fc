import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { call } from '../../../../shared/api/call';
import { listEmailWildcards } from '../../../../shared/contracts/email-template';
import { listParticipantsOfEvent } from '../../../../shared/contracts/participant';
import { toLocale } from '../../../../shared/i18n/i18n';
import { EMAIL_PERSON_TYPES, type EmailPersonType } from '../../../../shared/model/email';
import type { EventOption } from '../../../../shared/model/event-record';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { Button } from '../../../../shared/ui/button';
import { Checkbox } from '../../../../shared/ui/checkbox';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextField } from '../../../../shared/ui/text-field';
import { useResource } from '../../../../shared/ui/use-resource';
import { MultiSelect } from '../../../ui/multi-select/multi-select';
import { RichTextField } from '../../../ui/rich-text';
import type { CompositionState } from './use-composition';
import type { ComposerRecipient } from './use-recipients';
import type { TemplateState } from './use-template';

/**
 * The composer's fields (spec 002 §2.3): person types, style, service and child, subject, the
 * wildcard picker (the types' wildcards, each explained; inserted at the body's cursor) and the
 * rich-text body (the office's one editor, admin/ui/rich-text).
 */
export function ComposeFields({
  template,
  composition,
  services,
  recipients,
}: {
  template: TemplateState;
  composition: CompositionState;
  services: readonly EventOption[];
  recipients: readonly ComposerRecipient[];
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = useId();
  const insert = useRef<((text: string) => void) | null>(null);
  const [wildcard, setWildcard] = useState('');
  const { draft } = template;
  const { eventId } = composition;
  const language = toLocale(i18n.locale) === 'de' ? 'de' : 'en';

  const wildcards = useResource(
    (signal) => call(client, listEmailWildcards, { body: { types: draft.types } }, { signal }),
    [client, draft.types.join(',')],
  );
  const children = useResource(
    (signal) => call(client, listParticipantsOfEvent, { body: { id: eventId! } }, { signal }),
    [client, eventId],
    { enabled: eventId !== null },
  );
  const childOptions =
    eventId !== null
      ? (children.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${c.familyName}, ${c.givenName}${c.clazz ? ` (${c.clazz})` : ''}`,
        }))
      : recipients
          .filter((r) => r.type === 'PARTICIPANT')
          .map((r) => ({ value: String(r.id), label: r.name }));
  const chosen = wildcards.data?.find((w) => w.name === wildcard);

  return (
    <div className="space-y-4">
      <MultiSelect
        id={`${id}-types`}
        label={i18n._('composer.types')}
        columns={3}
        options={EMAIL_PERSON_TYPES.map((type) => ({
          value: type,
          label: i18n._(`composer.type.${type}`),
        }))}
        value={draft.types}
        onChange={(types) => template.change({ types: types as EmailPersonType[] })}
      />
      <Checkbox
        label={i18n._('composer.style')}
        checked={draft.style}
        onChange={(event) => template.change({ style: event.currentTarget.checked })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={i18n._('composer.service')}
          placeholder={i18n._('composer.none')}
          value={eventId === null ? '' : String(eventId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            composition.setEventId(value ? Number(value) : null);
            composition.setParticipantId(null);
          }}
          options={services.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <SelectField
          label={i18n._('composer.child')}
          placeholder={i18n._('composer.none')}
          value={composition.participantId === null ? '' : String(composition.participantId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            composition.setParticipantId(value ? Number(value) : null);
          }}
          options={childOptions}
        />
      </div>
      <TextField
        label={i18n._('composer.subject')}
        value={draft.subject}
        counter={255}
        onChange={(event) => template.change({ subject: event.currentTarget.value })}
      />
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          className="min-w-0 flex-1"
          label={i18n._('composer.wildcard')}
          placeholder={i18n._('composer.wildcardChoose')}
          value={wildcard}
          onChange={(event) => setWildcard(event.currentTarget.value)}
          options={(wildcards.data ?? []).map((w) => ({
            value: w.name,
            label: `{{${w.name}}} – ${w.description[language]}`,
          }))}
        />
        <Button
          variant="secondary"
          disabled={!chosen}
          onClick={() => insert.current?.(`{{${wildcard}}}`)}
        >
          {i18n._('composer.wildcardInsert')}
        </Button>
      </div>
      {chosen && !chosen.composer ? (
        <p className="text-sm text-amber-800">{i18n._('composer.wildcardSystemOnly')}</p>
      ) : null}
      <RichTextField
        id={`${id}-body`}
        label={i18n._('composer.body')}
        value={draft.body}
        onChange={(body) => template.change({ body })}
        insertRef={insert}
      />
    </div>
  );
}
