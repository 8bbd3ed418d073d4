/**
 * The kit's rich-text editor (tiptap, on ProseMirror): paragraphs, headings, bold, italic,
 * underline, strikethrough, lists and quotes, with undo. It is a form control: `value` is HTML,
 * `onChange` gets the editor's HTML ('' when empty, so a required rule sees nothing entered).
 *
 * What it produces is never trusted: the editor's schema keeps only its own nodes (a pasted
 * `<script>` or `<img onerror>` does not survive parsing), but a body can reach the platform by
 * other means, so every display goes through `<SafeHtml>`. `maxText` shows the count of text
 * characters (as `htmlTextLength` counts them) and marks it when over; the form's rule refuses it.
 *
 * Heavy (about 100 KB of ProseMirror): load it through `LazyRichTextEditor`, so a page pays for
 * it only when a form opens.
 */
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type ChainedCommands, EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Form, Tooltip, Typography, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { richTextTexts } from './rich-text-texts.ts';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The control's accessible name (a contenteditable is not labelled by a `<label for>`). */
  'aria-label': string;
  id?: string;
  /** Most text characters allowed; shows the count. */
  maxText?: number;
}

/** The toolbar's formats: what each toggles and how the editor says it is on at the cursor. */
const FORMATS: readonly {
  label: `richText.${'bold' | 'italic' | 'underline' | 'strike' | 'heading' | 'bulletList' | 'orderedList' | 'quote'}`;
  node: string;
  attributes?: Record<string, unknown>;
  toggle: (chain: ChainedCommands) => ChainedCommands;
  icon: ReactNode;
}[] = [
  { label: 'richText.bold', node: 'bold', toggle: (c) => c.toggleBold(), icon: <BoldOutlined /> },
  { label: 'richText.italic', node: 'italic', toggle: (c) => c.toggleItalic(), icon: <ItalicOutlined /> },
  { label: 'richText.underline', node: 'underline', toggle: (c) => c.toggleUnderline(), icon: <UnderlineOutlined /> },
  { label: 'richText.strike', node: 'strike', toggle: (c) => c.toggleStrike(), icon: <StrikethroughOutlined /> },
  {
    label: 'richText.heading',
    node: 'heading',
    attributes: { level: 3 },
    toggle: (c) => c.toggleHeading({ level: 3 }),
    icon: <span style={{ fontWeight: 600 }}>H</span>,
  },
  { label: 'richText.bulletList', node: 'bulletList', toggle: (c) => c.toggleBulletList(), icon: <UnorderedListOutlined /> },
  { label: 'richText.orderedList', node: 'orderedList', toggle: (c) => c.toggleOrderedList(), icon: <OrderedListOutlined /> },
  { label: 'richText.quote', node: 'blockquote', toggle: (c) => c.toggleBlockquote(), icon: <span style={{ fontWeight: 600 }}>“</span> },
];

/** The HTML the form keeps: '' for an empty document, so "required" means some text. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keep the editor's selection: the click must not take focus from it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        icon={children}
      />
    </Tooltip>
  );
}

export function RichTextEditor({ value, onChange, id, maxText, 'aria-label': label }: RichTextEditorProps) {
  const t = useT(richTextTexts);
  const { token } = theme.useToken();
  // Inside a Form.Item: failing its rules marks the box, as antd's own inputs are marked.
  const invalid = Form.Item.useStatus().status === 'error';
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(id ? { id } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    style: 'min-height: 160px; padding: 8px 11px; outline: none; white-space: pre-wrap;',
  };
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, code: false, codeBlock: false, link: { openOnClick: false } })],
    content: value ?? '',
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });

  // The editable element's attributes follow the name, id and validity given now.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attributes` is rebuilt every render from these
  }, [editor, label, id, invalid]);

  // A value set from outside (the form's reset or initial values) replaces the document.
  useEffect(() => {
    if (editor.isDestroyed || (value ?? '') === htmlOf(editor)) return;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      focused: e.isFocused,
      active: FORMATS.map((format) => e.isActive(format.node, format.attributes)),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      used: [...e.state.doc.textContent].length,
    }),
  });

  const chain = () => editor.chain().focus();
  const over = maxText !== undefined && state.used > maxText;
  const borderColor = invalid || over ? token.colorError : state.focused ? token.colorPrimary : token.colorBorder;
  return (
    <div style={{ border: `1px solid ${borderColor}`, borderRadius: token.borderRadius, background: token.colorBgContainer }}>
      <Flex
        role="toolbar"
        aria-label={t('richText.toolbar')}
        gap={2}
        wrap
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {FORMATS.map((format, index) => (
          <ToolButton key={format.label} label={t(format.label)} active={state.active[index]} onClick={() => format.toggle(chain()).run()}>
            {format.icon}
          </ToolButton>
        ))}
        <ToolButton label={t('richText.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <UndoOutlined />
        </ToolButton>
        <ToolButton label={t('richText.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <RedoOutlined />
        </ToolButton>
      </Flex>
      <EditorContent editor={editor} />
      {maxText !== undefined ? (
        <Typography.Text
          type={over ? 'danger' : 'secondary'}
          aria-live="polite"
          style={{ display: 'block', textAlign: 'right', padding: '0 11px 4px', fontSize: token.fontSizeSM }}
        >
          {t('richText.count', { used: state.used, max: maxText })}
        </Typography.Text>
      ) : null}
    </div>
  );
}

export default RichTextEditor;
