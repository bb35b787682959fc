import type { ReactNode } from 'react';

/** No chrome at all (spec 000 §2 "Blank"). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
