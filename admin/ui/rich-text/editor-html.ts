/**
 * The editor's HTML as the form keeps it: '' for an editor without content (tiptap answers
 * `<p></p>` for an empty document), so "no description" stays the empty string it was loaded
 * as; and without the empty paragraphs at the end (tiptap keeps one after a table or heading
 * so the cursor can get there), which would only be noise in what the parents see.
 */
export function formValueOf(html: string): string {
  return html.replace(/(<p><\/p>)+$/, '');
}
