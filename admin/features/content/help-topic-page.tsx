import { useLingui } from '@lingui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { Input } from '../../../shared/ui/input';
import { Label } from '../../../shared/ui/label';
import { usePageTitle } from '../../app/page-title';
import { ContentFrame, ContentGate, Paragraphs, prose } from './content-frame';
import type { HelpContent } from './content-schema';
import { filterTopics } from './filter-topics';
import { useContent } from './use-content';

/** `/help/topic`: answers to common questions, searchable as you type. */
export function HelpTopicPage() {
  const { i18n } = useLingui();
  usePageTitle('content.help.title');
  const state = useContent('help');
  return (
    <ContentFrame heading={i18n._('content.help.title')}>
      <ContentGate state={state}>{(help) => <HelpTopics help={help} />}</ContentGate>
    </ContentFrame>
  );
}

function HelpTopics({ help }: { help: HelpContent }) {
  const { i18n } = useLingui();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const topics = filterTopics(help.topics, query, i18n.locale);
  const searching = query.trim() !== '';
  return (
    <div className="space-y-6">
      <p className={prose.p}>{help.intro}</p>
      <search className="space-y-1.5">
        <Label htmlFor={searchId}>{i18n._('content.help.search')}</Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder={i18n._('content.help.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </search>
      {/* Always in the page, so screen readers announce each change of the result count. */}
      <p
        role="status"
        className={cn(
          'text-sm text-gray-600',
          !searching && 'sr-only',
          searching &&
            topics.length === 0 &&
            'rounded-2xl border border-dashed border-gray-300 bg-white px-5 py-8 text-center text-base',
        )}
      >
        {!searching
          ? ''
          : topics.length === 0
            ? i18n._('content.help.noMatch', { query: query.trim() })
            : i18n._('content.help.matches', { count: topics.length, total: help.topics.length })}
      </p>
      {topics.length > 0 ? (
        <div className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white shadow-sm">
          {topics.map((topic) => (
            <details key={topic.id} id={`topic-${topic.id}`} className="group">
              <summary
                className={cn(
                  'flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4',
                  'font-medium text-gray-900 hover:text-primary-700 [&::-webkit-details-marker]:hidden',
                  focusRing,
                )}
              >
                <span>{topic.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="space-y-3 px-5 pb-5">
                <Paragraphs items={topic.answer} />
              </div>
            </details>
          ))}
        </div>
      ) : null}
    </div>
  );
}
