/**
 * Focuses the first of the elements with `ids` in document order (not in the order of the
 * issues), after `reveal` showed it when it sits in a hidden part such as an inactive tab.
 * Looks in `root`, the form's document or shadow root, as a widget's fields live in one.
 */
export function focusFirstField(
  root: Document | ShadowRoot,
  ids: readonly string[],
  reveal?: (element: HTMLElement) => void,
): HTMLElement | null {
  const elements = ids
    .map((id) => root.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
  const [first] = elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  if (!first) return null;
  reveal?.(first);
  first.focus();
  return first;
}
