import { useLingui } from '@lingui/react';
import type { RoleOrAnonymous } from '../../../../shared/model/enums';
import { Checkbox } from '../../../../shared/ui/checkbox';
import type { EventTabProps } from '../event-tab-props';

/** The roles' names (the office's `roles.*`, plus the plain user and the visitor). */
const ROLE_LABELS = {
  ADMIN: 'roles.ADMIN',
  SYS_ADMIN: 'roles.SYS_ADMIN',
  INSTRUCTOR: 'roles.INSTRUCTOR',
  CUSTOMER: 'roles.CUSTOMER',
  MEMBER: 'roles.MEMBER',
  GUARDIAN: 'roles.GUARDIAN',
  PARTICIPANT: 'roles.PARTICIPANT',
  EXT_PROVIDER: 'roles.EXT_PROVIDER',
  USER: 'roles.USER',
  ANONYMOUS: 'roles.ANONYMOUS',
} as const satisfies Record<RoleOrAnonymous, string>;

type PermissionField = 'readPermissions' | 'registerPermissions';

const GROUPS = [
  {
    field: 'readPermissions',
    legend: 'eventTabs.permissions.read',
    hint: 'eventTabs.permissions.readHint',
  },
  {
    field: 'registerPermissions',
    legend: 'eventTabs.permissions.register',
    hint: 'eventTabs.permissions.registerHint',
  },
] as const satisfies readonly { field: PermissionField; legend: string; hint: string }[];

/**
 * The permissions tab (spec 002 §2.1, office only): who may see the service and who may book
 * it, each a group of checkboxes over the roles of the base data's action-permission list.
 */
export function PermissionsTab({ form, baseData, canManage }: EventTabProps) {
  const { i18n } = useLingui();
  const toggle = (field: PermissionField, role: RoleOrAnonymous, on: boolean) =>
    form.setValues((current) => ({
      ...current,
      [field]: on ? [...current[field], role] : current[field].filter((other) => other !== role),
    }));

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {GROUPS.map(({ field, legend, hint }) => {
        const chosen = new Set(form.values[field]);
        const hintId = `${form.idOf(field)}-hint`;
        return (
          <fieldset key={field} aria-describedby={hintId} className="space-y-2">
            <legend className="text-base font-semibold text-gray-900">{i18n._(legend)}</legend>
            <p id={hintId} className="text-sm text-gray-600">
              {i18n._(hint)}
            </p>
            {baseData.actionPermissions.map((role, index) => (
              <Checkbox
                key={role}
                // The first box carries the field's id, so a refused save can focus the group.
                id={index === 0 ? form.idOf(field) : `${form.idOf(field)}-${role}`}
                label={i18n._(ROLE_LABELS[role])}
                checked={chosen.has(role)}
                onChange={(event) => toggle(field, role, event.currentTarget.checked)}
                disabled={!canManage}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
