import { useLingui } from '@lingui/react';
import { ChevronRight } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { ContentFrame, prose } from './content-frame';
import type { Manual, Manuals } from './content-schema';

/** Props of {@link ManualList}. */
export interface ManualListProps {
  content: Manuals;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** `/user-manual` on its own: every manual with its summary, group by group. */
export function ManualList({ content, headingRef }: ManualListProps) {
  const { i18n } = useLingui();
  return (
    <ContentFrame heading={i18n._('content.manual.listTitle')} headingRef={headingRef}>
      <p className={prose.p}>{content.intro}</p>
      <ManualGroups content={content} />
    </ContentFrame>
  );
}

/** Every manual under its group's heading, in the groups' order; a group without any is left out. */
export function ManualGroups({ content }: { content: Manuals }) {
  return content.groups.map((group) => {
    const manuals = content.manuals.filter((manual) => manual.group === group.id);
    if (manuals.length === 0) return null;
    const headingId = `manual-group-${group.id}`;
    return (
      <section key={group.id} aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className={prose.h2}>
          {group.heading}
        </h2>
        <ManualCards manuals={manuals} />
      </section>
    );
  });
}

/** The manuals as cards, each a link to the manual. */
export function ManualCards({ manuals }: { manuals: readonly Manual[] }) {
  return (
    <ul className="space-y-4">
      {manuals.map((manual) => (
        <li key={manual.id}>
          <Link
            href={`/user-manual/${manual.id}`}
            className={cn(
              'group flex items-start gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-300',
              focusRing,
            )}
          >
            <span className="flex-1">
              <span className="block font-semibold text-gray-900">{manual.title}</span>
              <span className="mt-1 block text-sm leading-6 text-gray-600">{manual.summary}</span>
            </span>
            <ChevronRight
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-gray-400 group-hover:text-primary"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
