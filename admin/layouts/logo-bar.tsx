import type { ReactNode } from 'react';
import { cn } from '../../shared/ui/cn';
import { Brand } from './brand';

/** Props of {@link LogoBar}. */
export interface LogoBarProps {
  /** Shown at the end of the bar, e.g. the language switch. */
  children?: ReactNode;
  className?: string;
}

/** The logo bar of the anonymous and embeddable layouts; hidden in print like any top bar. */
export function LogoBar({ children, className }: LogoBarProps) {
  return (
    <header data-print="hide">
      <div
        className={cn(
          'mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6',
          className,
        )}
      >
        <Brand />
        {children}
      </div>
    </header>
  );
}
