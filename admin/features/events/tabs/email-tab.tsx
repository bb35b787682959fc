import { useLingui } from '@lingui/react';
import { Plus, Trash2 } from 'lucide-react';
import { MAX_TEXT } from '../../../../shared/model/limits';
import type { ReminderText } from '../../../../shared/model/event-record';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { RichTextField } from '../../../ui/rich-text';
import type { EventTabProps } from '../event-tab-props';
import { useEventField } from '../use-event-field';

/**
 * The e-mail tab (spec 002 §2.1): the reminder texts (office only), each a name — a variable
 * the reminder e-mails insert, unique — and a rich text; and the addresses told about
 * bookings. Rows without name or text are dropped on save by the rules, so an added row left
 * empty does no harm.
 */
export function EmailTab({ form, canManage, canConfigure }: EventTabProps) {
  const { i18n } = useLingui();
  const field = useEventField(form).props;
  const rows = form.values.reminderTexts;
  const change = (index: number, patch: Partial<ReminderText>) =>
    form.setValues((current) => ({
      ...current,
      reminderTexts: current.reminderTexts.map((row, at) =>
        at === index ? { ...row, ...patch } : row,
      ),
    }));
  const remove = (index: number) =>
    form.setValues((current) => ({
      ...current,
      reminderTexts: current.reminderTexts.filter((_, at) => at !== index),
    }));
  const add = () =>
    form.setValues((current) => ({
      ...current,
      reminderTexts: [...current.reminderTexts, { name: '', text: '' }],
    }));

  return (
    <div className="space-y-6">
      {canConfigure ? (
        <section aria-labelledby={`${form.idOf('reminderTexts')}-title`} className="space-y-4">
          <div>
            <h3
              id={`${form.idOf('reminderTexts')}-title`}
              className="text-base font-semibold text-gray-900"
            >
              {i18n._('eventTabs.email.reminderTexts')}
            </h3>
            <p className="text-sm text-gray-600">{i18n._('eventTabs.email.reminderTextsHint')}</p>
          </div>
          {rows.length === 0 ? (
            <p className="text-sm text-gray-600">{i18n._('eventTabs.email.noReminderTexts')}</p>
          ) : null}
          {rows.map((row, index) => {
            const number = index + 1;
            return (
              <fieldset
                key={index}
                className="space-y-3 rounded-lg border border-gray-200 p-4"
                aria-label={i18n._('eventTabs.email.reminderText', { number })}
              >
                <div className="flex items-end gap-3">
                  <TextField
                    {...field(`reminderTexts.${index}.name`)}
                    className="min-w-0 flex-1"
                    label={i18n._('eventTabs.email.reminderName')}
                    hint={i18n._('eventTabs.email.reminderNameHint')}
                    value={row.name}
                    onChange={(event) => change(index, { name: event.currentTarget.value })}
                    counter={MAX_TEXT}
                    autoComplete="off"
                    spellCheck={false}
                    disabled={!canManage}
                  />
                  {canManage ? (
                    <Button
                      variant="ghost"
                      className="mb-7 px-2"
                      aria-label={i18n._('eventTabs.email.removeReminderText', { number })}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
                <RichTextField
                  {...field(`reminderTexts.${index}.text`)}
                  label={i18n._('eventTabs.email.reminderBody')}
                  value={row.text}
                  onChange={(html) => change(index, { text: html })}
                  disabled={!canManage}
                />
              </fieldset>
            );
          })}
          {canManage ? (
            <Button variant="secondary" onClick={add}>
              <Plus aria-hidden="true" className="size-4" />
              {i18n._('eventTabs.email.addReminderText')}
            </Button>
          ) : null}
        </section>
      ) : null}
      <TextField
        {...field('notificationEmail')}
        label={i18n._('eventTabs.email.notificationEmail')}
        hint={i18n._('eventTabs.email.notificationEmailHint')}
        value={form.values.notificationEmail}
        onChange={(event) => form.setValue('notificationEmail', event.currentTarget.value)}
        counter={MAX_TEXT}
        autoComplete="off"
        disabled={!canManage}
      />
    </div>
  );
}
