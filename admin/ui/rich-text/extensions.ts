import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isLinkAddress } from './link-address';

/**
 * A table whose Tab stops at the last cell instead of adding a row, so a keyboard user can
 * Tab out of the editor (tiptap's default would trap them, growing the table row by row).
 */
const KeyboardTable = Table.extend({
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      Tab: () => this.editor.commands.goToNextCell(),
    };
  },
});

/**
 * What the editor edits: the tags the server's sanitiser keeps (headings 1–3, paragraphs,
 * lists, emphasis, links, code, tables; server/services/event/sanitize-rich-text.ts). Links
 * accept the addresses the link dialog does and open in a new tab, like the stored ones.
 */
export const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isLinkAddress(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  KeyboardTable.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
];
