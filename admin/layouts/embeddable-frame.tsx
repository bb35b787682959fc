import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { isMaintenanceOn } from '../../shared/state/config';
import { useSignals } from '../../shared/state/signals';
import { cn } from '../../shared/ui/cn';
import { useFrameHeight } from '../../shared/ui/use-frame-height';
import { Footer } from './footer';
import { LogoBar } from './logo-bar';
import { PaymentPromptSlot } from './payment-prompt-slot';
import { PublicBarActions } from './public-bar-actions';
import { useEmbedded } from './use-embedded';
import { MAIN_ID, SkipLink } from './skip-link';

/** Props of {@link EmbeddableFrame}. */
export interface EmbeddableFrameProps {
  children: ReactNode;
  /**
   * Embedded in a partner's page: no footer, no full-screen height and tight margins, so the
   * frame's auto height follows the content; the logo bar stays to show whose page it is.
   */
  compact?: boolean;
}

/**
 * What both embeddable layouts share (spec 000 §2): logo bar (with who is signed in and the
 * language), content, footer and the payment prompt; while maintenance mode is on they send the
 * visitor to /maintenance instead.
 */
export function EmbeddableFrame({ children, compact = false }: EmbeddableFrameProps) {
  useSignals();
  const embedded = useEmbedded();
  // Inside a partner's iframe the page reports its height, so the frame never scrolls.
  useFrameHeight(compact);
  if (isMaintenanceOn.value) return <Redirect to="/maintenance" replace />;
  return (
    <div
      className={cn(
        'flex flex-col',
        compact ? undefined : 'min-h-screen bg-gradient-to-b from-primary-50 to-gray-50',
      )}
    >
      <SkipLink />
      <LogoBar className={compact ? 'h-12 px-3 sm:px-4' : undefined}>
        <PublicBarActions embedded={embedded} />
      </LogoBar>
      <main
        id={MAIN_ID}
        className={cn(
          'mx-auto flex w-full max-w-6xl flex-col',
          compact ? 'px-3 pt-2 pb-4 sm:px-4' : 'flex-1 px-4 py-8 sm:px-6',
        )}
      >
        {children}
      </main>
      {compact ? null : <Footer />}
      <PaymentPromptSlot />
    </div>
  );
}
