import { useLingui } from '@lingui/react';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { PersonFields } from '../../../shared/ui/person-form/person-fields';
import type { ProfileData } from './load-profile';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { useProfileForm } from './use-profile-form';
import type { ProfilePanel } from './use-profile-form';

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  data: ProfileData;
  /** Loads the stored data again, dropping what was typed. */
  onReload: () => void;
  /** Called after a successful save (/my/data refreshes the payment form's version). */
  onSaved?: () => void;
}

const ID_PREFIX: Record<ProfilePanel, string> = { person: 'profile', spouse: 'spouse' };

/** The profile's person panel and, for a paying parent, the spouse panel, with one Save. */
export function ProfileForm({ data, onReload, onSaved }: ProfileFormProps) {
  const { i18n } = useLingui();
  const today = schoolToday();
  const form = useProfileForm(data, { today, onSaved });
  const panelsWithErrors = (['person', 'spouse'] as const).filter(
    (panel) => Object.keys(form.errors[panel]).length > 0,
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className="space-y-6"
      aria-busy={form.saving}
    >
      {form.stale ? (
        <Alert variant="error" title={i18n._('error.staleVersion')}>
          <Button variant="secondary" className="mt-3" onClick={onReload}>
            {i18n._('profile.loadCurrent')}
          </Button>
        </Alert>
      ) : null}
      {panelsWithErrors.length > 0 ? (
        <Alert variant="error">
          {i18n._('profile.checkPanels', {
            panels: panelsWithErrors.map((panel) => i18n._(`profile.panel.${panel}`)).join(', '),
          })}
        </Alert>
      ) : null}
      <Card aria-labelledby="profile-person-heading">
        <h2 id="profile-person-heading" className="mb-4 text-lg font-semibold text-gray-900">
          {i18n._('profile.panel.person')}
        </h2>
        <PersonFields
          idPrefix={ID_PREFIX.person}
          today={today}
          value={form.person}
          onValueChange={form.onChange('person')}
          errors={form.errors.person}
          onFieldBlur={form.onFieldBlur('person')}
        />
      </Card>
      {form.hasSpouse ? (
        <Card aria-labelledby="profile-spouse-heading">
          <h2 id="profile-spouse-heading" className="text-lg font-semibold text-gray-900">
            {i18n._('profile.panel.spouse')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-gray-600">{i18n._('profile.spouseHint')}</p>
          <PersonFields
            variant="spouse"
            idPrefix={ID_PREFIX.spouse}
            today={today}
            value={form.spouse}
            onValueChange={form.onChange('spouse')}
            errors={form.errors.spouse}
            onFieldBlur={form.onFieldBlur('spouse')}
          />
        </Card>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={form.saving}>
          {i18n._(form.saving ? 'profile.saving' : 'profile.save')}
        </Button>
      </div>
    </form>
  );
}
