import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { can } from '../../shared/access/capabilities';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { Footer } from './footer';
import { PaymentPromptSlot } from './payment-prompt-slot';
import { SideDrawer } from './side-drawer';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useDrawer } from './use-drawer';

/**
 * The frame for signed-in users (spec 000 §2 "Default"): top bar with drawer toggle, logo and
 * profile menu; the side drawer with the menu; the content; the footer. An external provider
 * gets no toggle (spec 000 §2): their sidebar stays open on wide screens, and on narrow ones,
 * where only the toggle could open it, there is none.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  useSignals();
  const drawer = useDrawer();
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const withToggle = !can(currentUser.value, 'layout.fixedSidebar');
  const withDrawer = withToggle || drawer.wide;
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <SkipLink />
      <TopBar
        toggle={
          withToggle
            ? {
                ref: toggleRef,
                expanded: drawer.open,
                controls: drawerId,
                onToggle: drawer.toggle,
              }
            : undefined
        }
      />
      <div className="flex min-w-0 flex-1">
        {withDrawer ? (
          <SideDrawer
            id={drawerId}
            wide={drawer.wide}
            open={withToggle ? drawer.open : true}
            onOpenChange={drawer.setModalOpen}
            toggleRef={toggleRef}
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          <main id={MAIN_ID} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
            {children}
          </main>
          <Footer />
        </div>
      </div>
      <PaymentPromptSlot />
    </div>
  );
}
