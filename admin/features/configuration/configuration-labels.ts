import type { I18n } from '@lingui/core';
import type { ConfigurationKey, ParameterGroup } from '../../../shared/model/config';
import type { ChildmindingMode } from '../../../shared/model/enums';
import type { FeatureToggleName } from '../../../shared/model/features';
import type { MessageId } from '../../../shared/model/message-ids';
import { modeLabel } from '../business-areas/business-area-labels';

/** The heading of each group of parameters. */
export const GROUP_LABELS = {
  general: 'admin.group.general',
  email: 'admin.group.email',
  signIn: 'admin.group.signIn',
  booking: 'admin.group.booking',
  childminding: 'admin.group.childminding',
  billing: 'admin.group.billing',
} as const satisfies Record<ParameterGroup, MessageId>;

/** A parameter's label (`configuration.parameter.<key>`, a catalog entry per parameter). */
export const parameterLabel = (key: ConfigurationKey): MessageId =>
  `configuration.parameter.${key}`;

/** What a parameter does, under its field. */
export const parameterHelp = (key: ConfigurationKey): MessageId =>
  `configuration.parameterHelp.${key}`;

/** A feature toggle's name in the office's words. */
export const toggleLabel = (name: FeatureToggleName): MessageId => `configuration.toggle.${name}`;

/** What a feature toggle switches. */
export const toggleHelp = (name: FeatureToggleName): MessageId =>
  `configuration.toggleHelp.${name}`;

/** How one value of a `choice` or `switch` parameter reads. */
export function optionLabel(i18n: I18n, key: ConfigurationKey, option: string): string {
  if (key === 'defaultLocale') return i18n._(option === 'de' ? 'language.de' : 'language.en');
  if (key === 'childmindingMode')
    return i18n._(modeLabel(option === 'NONE' ? null : (option as ChildmindingMode)));
  if (option === 'true' || option === 'false')
    return i18n._(option === 'true' ? 'admin.on' : 'admin.off');
  return option;
}
