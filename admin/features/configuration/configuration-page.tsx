import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { isAdminTab, type AdminTab } from './admin-tabs';
import { call } from '../../../shared/api/call';
import { getConfigurationHistory } from '../../../shared/contracts/config';
import { CONFIGURATION_KEYS, CONFIGURATION_PARAMETERS } from '../../../shared/model/config';
import { secretHistoryField } from '../../../shared/model/history';
import { FEATURE_TOGGLE_NAMES } from '../../../shared/model/feature-toggle-update';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { RecordTabs } from '../../../shared/ui/dialog/record-tabs';
import { usePageTitle } from '../../app/page-title';
import { HistoryTab, type HistoryLoader } from '../../ui/history/history-tab';
import { CalendarTab } from './calendar-tab';
import { parameterLabel, toggleLabel } from './configuration-labels';
import { ParametersTab } from './parameters-tab';
import { TogglesTab } from './toggles-tab';

const TAB_LABELS = {
  parameters: 'admin.tab.parameters',
  toggles: 'admin.tab.toggles',
  calendar: 'admin.tab.calendar',
  history: 'admin.tab.history',
} as const satisfies Record<AdminTab, string>;

/** Every change of the configuration, with the parameters' and toggles' own names. */
function ChangesTab() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const load: HistoryLoader = useCallback(
    (page, pageSize, signal) =>
      call(
        client,
        getConfigurationHistory,
        { query: { page: String(page), ...(pageSize ? { pageSize: String(pageSize) } : {}) } },
        { signal },
      ),
    [client],
  );
  const labels = {
    ...Object.fromEntries(CONFIGURATION_KEYS.map((key) => [key, i18n._(parameterLabel(key))])),
    // A secret's entry says only that it was set or replaced (services/config).
    ...Object.fromEntries(
      CONFIGURATION_KEYS.filter((key) => CONFIGURATION_PARAMETERS[key].type === 'secret').map(
        (key) => [secretHistoryField(key), i18n._(parameterLabel(key))],
      ),
    ),
    ...Object.fromEntries(FEATURE_TOGGLE_NAMES.map((name) => [name, i18n._(toggleLabel(name))])),
    toggle: i18n._('admin.history.toggle'),
    breaks: i18n._('admin.history.break'),
    holidays: i18n._('admin.history.holiday'),
  };
  return (
    <Card className="space-y-4 sm:p-6">
      <p className="text-sm text-gray-600">{i18n._('admin.history.help')}</p>
      <HistoryTab load={load} labels={labels} />
    </Card>
  );
}

/**
 * `/admin/{tab}` (SYS_ADMIN; spec 000 §6, 002 §7): the configuration parameters, the feature
 * toggles, each school year's breaks and holidays, and the changes made to them. The tab is the
 * URL's, so each can be linked and the browser's Back steps between them.
 */
export function ConfigurationPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.admin.title');
  const { tab } = useParams<{ tab?: string }>();
  const [, navigate] = useLocation();
  if (tab !== undefined && !isAdminTab(tab)) return <Redirect to="/admin" replace />;
  const current: AdminTab = tab ?? 'parameters';
  const tabs = [
    { value: 'parameters', label: i18n._(TAB_LABELS.parameters), content: <ParametersTab /> },
    { value: 'toggles', label: i18n._(TAB_LABELS.toggles), lazy: true, content: <TogglesTab /> },
    { value: 'calendar', label: i18n._(TAB_LABELS.calendar), lazy: true, content: <CalendarTab /> },
    // Mounted only while shown: each visit reads the newest changes.
    ...(current === 'history'
      ? [{ value: 'history', label: i18n._(TAB_LABELS.history), content: <ChangesTab /> }]
      : [{ value: 'history', label: i18n._(TAB_LABELS.history), content: null }]),
  ];
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.admin.title')}
        </h1>
        <p className="text-sm text-gray-600">{i18n._('screens.admin.summary')}</p>
      </header>
      <RecordTabs
        tabs={tabs}
        value={current}
        onValueChange={(next) => navigate(next === 'parameters' ? '/admin' : `/admin/${next}`)}
      />
    </div>
  );
}
