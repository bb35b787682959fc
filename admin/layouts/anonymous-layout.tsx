import type { ReactNode } from 'react';
import { featureToggles } from '../../shared/state/features';
import { useSignals } from '../../shared/state/signals';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { Footer } from './footer';
import { LogoBar } from './logo-bar';
import { MAIN_ID, SkipLink } from './skip-link';

/**
 * The frame for visitors: logo bar, the language switch when i18n is on, footer with
 * copyright and imprint link (spec 000 §2).
 */
export function AnonymousLayout({ children }: { children: ReactNode }) {
  useSignals();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-primary-50 to-gray-50">
      <SkipLink />
      <LogoBar>{featureToggles.value.i18n ? <LanguageSwitch /> : null}</LogoBar>
      <main id={MAIN_ID} className="flex flex-1 flex-col px-4 py-10 sm:px-6">
        {children}
      </main>
      <Footer />
    </div>
  );
}
