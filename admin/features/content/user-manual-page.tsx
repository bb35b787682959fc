import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { usePageTitle } from '../../app/page-title';
import { ContentFrame, ContentGate, prose } from './content-frame';
import { ManualGroups, ManualList } from './manual-list';
import { BackToManuals, ManualView } from './manual-view';
import { useContent } from './use-content';

/**
 * `/user-manual/{manual?}` (spec 000 §2): without a manual the list of all manuals, with one
 * that manual, and for a name no manual has a "not found" state leading back to the list.
 */
export function UserManualPage() {
  const { i18n } = useLingui();
  usePageTitle('content.manual.title');
  const { manual: manualId } = useParams<{ manual?: string }>();
  const state = useContent('manuals');
  const headingRef = useManualFocus(manualId);

  if (state.status !== 'ready') {
    return (
      <ContentFrame heading={i18n._('content.manual.title')}>
        <ContentGate state={state}>{() => null}</ContentGate>
      </ContentFrame>
    );
  }
  const { manuals } = state.data;
  if (!manualId) return <ManualList content={state.data} headingRef={headingRef} />;
  const manual = manuals.find((candidate) => candidate.id === manualId);
  if (!manual) {
    // The list itself needs a sign-in (spec 000 §6 opens only `/user-manual/*`), so the
    // manuals are offered right here as well: a visitor reaches them without signing in.
    return (
      <ContentFrame
        heading={i18n._('content.manual.notFound')}
        headingRef={headingRef}
        lead={<BackToManuals />}
      >
        <p className={prose.p}>{i18n._('content.manual.notFoundText', { manual: manualId })}</p>
        <ManualGroups content={state.data} />
      </ContentFrame>
    );
  }
  // The manuals of its own group: a screen's manual leads on to the other screens' ones.
  const others = manuals.filter(
    (candidate) => candidate !== manual && candidate.group === manual.group,
  );
  return <ManualView manual={manual} others={others} headingRef={headingRef} />;
}

/**
 * Moving between manuals keeps this page mounted: start the new one at its top and put focus
 * on its heading, so keyboard and screen-reader users are not left on a link that is gone.
 */
function useManualFocus(manualId: string | undefined) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(manualId);
  useEffect(() => {
    if (previous.current === manualId) return;
    previous.current = manualId;
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, [manualId]);
  return headingRef;
}
