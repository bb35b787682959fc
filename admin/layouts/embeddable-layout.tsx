import type { ReactNode } from 'react';
import { EmbeddableFrame } from './embeddable-frame';

/**
 * The embeddable layout of spec 000 §2 (the service pages): logo bar, footer and the payment
 * prompt; redirects to /maintenance while maintenance mode is on.
 */
export function EmbeddableLayout({ children }: { children: ReactNode }) {
  return <EmbeddableFrame>{children}</EmbeddableFrame>;
}
