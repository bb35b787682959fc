import { useLingui } from '@lingui/react';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { safeHref } from '../../../shared/ui/safe-href';
import { usePageTitle } from '../../app/page-title';
import { ContentFrame, ContentGate, Paragraphs, prose } from './content-frame';
import type { HallOfFame } from './content-schema';
import { useContent } from './use-content';

/** `/hall/of/fame`: thanks to the people and the open-source projects Kitebook is built on. */
export function HallOfFamePage() {
  const { i18n } = useLingui();
  usePageTitle('content.hallOfFame.title');
  const state = useContent('hallOfFame');
  return (
    <ContentFrame heading={i18n._('content.hallOfFame.title')}>
      <ContentGate state={state}>{(content) => <Thanks content={content} />}</ContentGate>
    </ContentFrame>
  );
}

function Thanks({ content }: { content: HallOfFame }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="space-y-4">
        <Paragraphs items={content.intro} />
      </div>
      <section aria-labelledby="hall-of-fame-projects" className="space-y-4">
        <h2 id="hall-of-fame-projects" className={prose.h2}>
          {content.projectsHeading}
        </h2>
        <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white shadow-sm">
          {content.projects.map((project) => (
            <li key={project.id} className="space-y-1 px-5 py-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className={prose.h3}>
                  <a
                    href={safeHref(project.url)}
                    className={cn(prose.link, 'rounded-sm', focusRing)}
                  >
                    {project.name}
                  </a>
                </h3>
                <p className="text-xs font-medium text-gray-600">
                  {i18n._('content.hallOfFame.licence', { licence: project.licence })}
                </p>
              </div>
              <p className="text-sm leading-6 text-gray-700">{project.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className={prose.p}>{content.closing}</p>
    </>
  );
}
