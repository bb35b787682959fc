import { useLingui } from '@lingui/react';
import { Alert } from '../../../shared/ui/alert';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { usePageTitle } from '../../app/page-title';
import { ContentFrame, ContentGate, Paragraphs, prose } from './content-frame';
import type { Contact, ImprintSection } from './content-schema';
import { useContent } from './use-content';

/** `/imprint`: the organisation's legal notice, open to everyone (spec 000 §2, §7). */
export function ImprintPage() {
  const { i18n } = useLingui();
  usePageTitle('content.imprint.title');
  const state = useContent('imprint');
  return (
    <ContentFrame heading={i18n._('content.imprint.title')}>
      <ContentGate state={state}>
        {(imprint) => (
          <>
            <Alert variant="info">{imprint.notice}</Alert>
            {imprint.sections.map((section) => (
              <NoticeSection key={section.id} section={section} />
            ))}
          </>
        )}
      </ContentGate>
    </ContentFrame>
  );
}

function NoticeSection({ section }: { section: ImprintSection }) {
  const headingId = `imprint-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className={prose.h2}>
        {section.heading}
      </h2>
      {section.lines?.length ? (
        // Postal lines keep their breaks, as on a letterhead.
        <p className={prose.p}>
          {section.lines.map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </p>
      ) : null}
      {section.paragraphs ? <Paragraphs items={section.paragraphs} /> : null}
      {section.contacts?.length ? (
        <dl className="space-y-1 leading-7">
          {section.contacts.map((contact) => (
            <div key={contact.value} className="flex flex-wrap gap-x-2">
              <dt className="text-gray-600">{contact.label}:</dt>
              <dd>
                <ContactLink contact={contact} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** E-mail and phone as links that open the mail program or dial, as on any legal notice. */
function ContactLink({ contact }: { contact: Contact }) {
  const href =
    contact.kind === 'email'
      ? `mailto:${contact.value}`
      : `tel:${contact.value.replace(/[^+\d]/g, '')}`;
  return (
    <a href={href} className={cn(prose.link, 'rounded-sm', focusRing)}>
      {contact.value}
    </a>
  );
}
