import type { ReactNode } from 'react';
import { EmbeddableFrame } from './embeddable-frame';
import { useEmbedded } from './use-embedded';

/**
 * The embeddable-public layout of spec 000 §2 (the `/public/*` offer pages, also the iframe
 * mode of DESIGN §5): like the embeddable layout, but compact when embedded in another site.
 */
export function EmbeddablePublicLayout({ children }: { children: ReactNode }) {
  const embedded = useEmbedded();
  return <EmbeddableFrame compact={embedded}>{children}</EmbeddableFrame>;
}
