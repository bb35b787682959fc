import type { I18n } from '@lingui/core';
import { GENDERS, type Gender } from '../../../shared/model/enums';
import type { HistoryChange, HistoryValue } from '../../../shared/model/history';
import type { MessageId } from '../../../shared/model/message-ids';
import { formatDay, formatEuro } from '../../../shared/ui/offers/format-offer';

/**
 * The labels of the fields the servers' snapshots name, by the key's last segment; a prefix
 * (`spouse.email`) is named by {@link GROUP_LABELS}. A record with fields of its own passes
 * `labels` to the tab (full key or last segment), which win over these.
 */
const FIELD_LABELS: Record<string, MessageId> = {
  givenName: 'person.givenName',
  familyName: 'person.familyName',
  title: 'person.title',
  gender: 'person.gender',
  email: 'person.email',
  birthday: 'person.birthday',
  notes: 'history.field.notes',
  picture: 'history.field.picture',
  addresses: 'person.addresses',
  contacts: 'history.field.contacts',
  languages: 'person.languages',
  hasMembership: 'customers.hasMembership',
  membershipId: 'customers.membershipId',
  bankName: 'customers.bankName',
  iban: 'customers.iban',
  bic: 'customers.bic',
  mandateId: 'customers.mandateId',
  mandateDate: 'customers.mandateDate',
  grantedDiscounts: 'customers.discounts.title',
};

const GROUP_LABELS: Record<string, MessageId> = {
  person: 'customers.tab.person',
  spouse: 'customers.tab.spouse',
};

/** Extra labels a dialog gives the tab: by full key (`clazz.2026`) or last segment. */
export type HistoryLabels = Readonly<Record<string, string>>;

/** "Spouse: E-mail" for `spouse.email`; the key itself when nothing names it. */
export function fieldLabel(i18n: I18n, field: string, labels: HistoryLabels = {}): string {
  if (labels[field]) return labels[field];
  const dot = field.lastIndexOf('.');
  const last = field.slice(dot + 1);
  const group = dot < 0 ? '' : field.slice(0, dot);
  const own = labels[last] ?? (FIELD_LABELS[last] ? i18n._(FIELD_LABELS[last]) : last);
  if (!group) return own;
  const groupLabel = labels[group] ?? (GROUP_LABELS[group] ? i18n._(GROUP_LABELS[group]) : group);
  return `${groupLabel}: ${own}`;
}

/**
 * How a record's own coded text fields read (a link's role `GRANDPARENT` → "Grandparent"), by
 * full key or last segment, like {@link HistoryLabels}.
 */
export type HistoryValueLabels = Readonly<Record<string, (value: string) => string>>;

/** One side of a change as people read it: dates and euros in the locale, yes/no, empty. */
export function formatValue(
  i18n: I18n,
  change: HistoryChange,
  value: HistoryValue,
  valueLabels: HistoryValueLabels = {},
): string {
  if (value === null) return i18n._('history.noValue');
  const own =
    valueLabels[change.field] ?? valueLabels[change.field.slice(change.field.lastIndexOf('.') + 1)];
  if (own && change.kind === 'text') return own(String(value));
  switch (change.kind) {
    case 'boolean':
      return i18n._(value ? 'history.yes' : 'history.no');
    case 'date':
      return formatDay(String(value), i18n.locale);
    case 'money':
      return formatEuro(Number(value), i18n.locale);
    case 'picture':
      return i18n._('history.picture');
    default:
      if (change.field.endsWith('gender') && (GENDERS as readonly string[]).includes(String(value)))
        return i18n._(`gender.${value as Gender}`);
      return String(value);
  }
}
