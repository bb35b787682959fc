import type { MouseEvent, ReactNode } from 'react';
import { buttonClass } from '../button';
import type { OfferNavigation } from './offer-card';

/** Props of {@link OfferDetailsLink}. */
export interface OfferDetailsLinkProps extends OfferNavigation {
  id: number;
  /** The id of the card's heading, which names what the link opens. */
  titleId: string;
  children: ReactNode;
}

/**
 * A card's way to its service's detail: a real link where the detail has an address (the
 * portal), so it opens in a new tab on a modified click, else a button (a widget).
 */
export function OfferDetailsLink({
  id,
  titleId,
  onOpen,
  detailHref,
  children,
}: OfferDetailsLinkProps) {
  const className = buttonClass({ variant: 'secondary' });
  if (!detailHref) {
    return (
      <button
        type="button"
        onClick={() => onOpen(id)}
        aria-describedby={titleId}
        className={className}
      >
        {children}
      </button>
    );
  }
  const open = (event: MouseEvent) => {
    // Modified clicks keep the browser's own behaviour (a new tab).
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <a href={detailHref(id)} onClick={open} aria-describedby={titleId} className={className}>
      {children}
    </a>
  );
}
