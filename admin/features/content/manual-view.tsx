import { useLingui } from '@lingui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { Bullets, ContentFrame, Paragraphs, prose } from './content-frame';
import type { Manual } from './content-schema';

/** Props of {@link ManualView}. */
export interface ManualViewProps {
  manual: Manual;
  /** The other manuals, linked at the end. */
  others: readonly Manual[];
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Anchors are prefixed so a section id can never clash with the layout's ids (`main`). */
const anchorOf = (sectionId: string) => `manual-${sectionId}`;

/** One manual: its summary, a table of contents with in-page anchors, the sections, then links. */
export function ManualView({ manual, others, headingRef }: ManualViewProps) {
  const { i18n } = useLingui();
  useEffect(() => {
    // The sections arrive after the page loaded, too late for the browser's own jump to a
    // shared link's anchor (`/user-manual/parents#manual-booking`): make it here.
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor) document.getElementById(anchor)?.scrollIntoView();
  }, []);
  return (
    <ContentFrame heading={manual.title} headingRef={headingRef} lead={<BackToManuals />}>
      <p className="text-lg leading-8 text-gray-700">{manual.summary}</p>
      <nav
        aria-labelledby="manual-toc"
        className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 id="manual-toc" className="text-sm font-semibold tracking-wide text-gray-900 uppercase">
          {i18n._('content.manual.toc')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 marker:text-gray-500">
          {manual.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${anchorOf(section.id)}`}
                className={cn(prose.link, 'rounded-sm', focusRing)}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {manual.sections.map((section) => (
        <section key={section.id} aria-labelledby={anchorOf(section.id)} className="space-y-3">
          <h2 id={anchorOf(section.id)} className={prose.h2}>
            {section.heading}
          </h2>
          <Paragraphs items={section.paragraphs} />
          <Bullets items={section.bullets} />
        </section>
      ))}
      {others.length > 0 ? (
        <nav aria-labelledby="manual-others" className="border-t border-gray-200 pt-6">
          <h2 id="manual-others" className={prose.h2}>
            {i18n._('content.manual.others')}
          </h2>
          <ul className="mt-3 space-y-3">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  href={`/user-manual/${other.id}`}
                  className={cn(prose.link, 'rounded-sm', focusRing)}
                >
                  {other.title}
                </Link>
                <p className="text-sm leading-6 text-gray-600">{other.summary}</p>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ContentFrame>
  );
}

/** The way back from a manual (or a missing one) to the list of all manuals. */
export function BackToManuals() {
  const { i18n } = useLingui();
  return (
    <Link
      href="/user-manual"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary-700 hover:underline',
        focusRing,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {i18n._('content.manual.back')}
    </Link>
  );
}
