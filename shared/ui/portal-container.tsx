import { createContext, useContext } from 'react';

/**
 * Where dialogs and popovers render. The portal leaves it unset (document.body); a widget sets
 * an element inside its shadow root, since content portalled out of the shadow root would lose
 * the widget's styles (DESIGN §4).
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The element dialogs portal into, or undefined for document.body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
