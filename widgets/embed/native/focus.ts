/** The focused element, looked up through every open shadow root. */
export function deepActiveElement(): Element | null {
  let active = Object.getOwnPropertyDescriptor(Document.prototype, 'activeElement')?.get?.call(
    document,
  ) as Element | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const TABBABLE =
  'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach inside `container`, in document order. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      !element.matches(':disabled, [hidden], [inert] *, input[type="hidden"]') &&
      element.tabIndex >= 0 &&
      element.getClientRects().length > 0,
  );
}

/**
 * Focuses the first tabbable element of `container` that is not a link (as Radix's FocusScope
 * does: a link first would open something on Enter), or the first link, or the container.
 */
export function focusFirst(container: HTMLElement): void {
  const candidates = tabbables(container);
  const target = candidates.find((element) => element.localName !== 'a') ?? candidates[0];
  (target ?? container).focus({ preventScroll: false });
}
