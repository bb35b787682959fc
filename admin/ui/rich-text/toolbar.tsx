import { useLingui } from '@lingui/react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  SquareCode,
  Table,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { MessageId } from '../../../shared/model/message-ids';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';

/** One toolbar button: its name's id, icon, and what it does; `pressed` for a toggle. */
interface Tool {
  key: string;
  label: MessageId;
  icon: LucideIcon;
  run: () => void;
  pressed?: boolean;
  /** Opens the link dialog rather than changing the text at once. */
  dialog?: boolean;
}

/** Props of {@link Toolbar}. */
export interface ToolbarProps {
  editor: Editor;
  /** The editable area's id (`aria-controls`). */
  controls: string;
  disabled: boolean;
  onLink: () => void;
}

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move
 * between the buttons; toggles say their state with `aria-pressed`. Names are translated;
 * the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+K for a link) work in the text too.
 */
export function Toolbar({ editor, controls, disabled, onLink }: ToolbarProps) {
  const { i18n } = useLingui();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  const heading = (level: 1 | 2 | 3) => () => chain().toggleHeading({ level }).run();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: 'richText.bold',
      icon: Bold,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'richText.italic',
      icon: Italic,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    { key: 'h1', label: 'richText.heading1', icon: Heading1, pressed: state.h1, run: heading(1) },
    { key: 'h2', label: 'richText.heading2', icon: Heading2, pressed: state.h2, run: heading(2) },
    { key: 'h3', label: 'richText.heading3', icon: Heading3, pressed: state.h3, run: heading(3) },
    {
      key: 'bullet',
      label: 'richText.bulletList',
      icon: List,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: 'richText.orderedList',
      icon: ListOrdered,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: state.link ? 'richText.editLink' : 'richText.addLink',
      icon: Link,
      dialog: true,
      run: onLink,
    },
    {
      key: 'code',
      label: 'richText.code',
      icon: Code,
      pressed: state.code,
      run: () => chain().toggleCode().run(),
    },
    {
      key: 'codeBlock',
      label: 'richText.codeBlock',
      icon: SquareCode,
      pressed: state.codeBlock,
      run: () => chain().toggleCodeBlock().run(),
    },
    state.table
      ? {
          key: 'table',
          label: 'richText.deleteTable',
          icon: Trash2,
          run: () => chain().deleteTable().run(),
        }
      : {
          key: 'table',
          label: 'richText.insertTable',
          icon: Table,
          run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: false }).run(),
        },
  ];

  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const move = (event: KeyboardEvent) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={i18n._('richText.toolbar')}
      aria-controls={controls}
      aria-orientation="horizontal"
      onKeyDown={move}
      className="flex flex-wrap gap-0.5 border-b border-gray-200 bg-gray-50 p-1"
    >
      {tools.map((tool, index) => {
        const Icon = tool.icon;
        return (
          <button
            key={tool.key}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={i18n._(tool.label)}
            title={i18n._(tool.label)}
            aria-pressed={tool.pressed}
            aria-haspopup={tool.dialog ? 'dialog' : undefined}
            disabled={disabled}
            // Keep the text's selection: the command runs on it, then focus goes back.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={tool.run}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded text-gray-700',
              'hover:bg-gray-200 disabled:cursor-not-allowed disabled:opacity-50',
              'aria-pressed:bg-primary-100 aria-pressed:text-primary-800',
              focusRing,
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
