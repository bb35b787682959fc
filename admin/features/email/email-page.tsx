import { useLingui } from '@lingui/react';
import { RecordTabs } from '../../../shared/ui/dialog/record-tabs';
import { usePageTitle } from '../../app/page-title';
import { useUrlQuery } from '../../ui/data-table/use-list-query';
import { ComposerTab } from './composer/composer-tab';
import { EmailLogTab } from './email-log-tab';
import { emailPageQuery, type EmailTab } from './email-query';

/**
 * `/email` (ADMIN): the composer (spec 002 §2.3; issue 20.3) and the log of sent e-mails
 * (spec 001 §2.4; issue 20.5) as two tabs, the tab in the URL (`?tab=log`). Both stay mounted
 * once shown, so a draft survives a look at the log.
 */
export function EmailPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.email.title');
  const { query, setQuery } = useUrlQuery(emailPageQuery);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
        {i18n._('screens.email.title')}
      </h1>
      <RecordTabs
        value={query.tab}
        onValueChange={(tab) => setQuery({ tab: tab as EmailTab })}
        tabs={[
          { value: 'compose', label: i18n._('composer.tab'), content: <ComposerTab />, lazy: true },
          { value: 'log', label: i18n._('emailLog.title'), content: <EmailLogTab />, lazy: true },
        ]}
      />
    </div>
  );
}
