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
import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Tooltip, Typography, theme } from 'antd';
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
  /** Set by antd's Form.Item when the field fails its rules. */
  'aria-invalid'?: boolean;
}

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

export function RichTextEditor({ value, onChange, id, maxText, 'aria-label': label, 'aria-invalid': invalid }: RichTextEditorProps) {
  const t = useT(richTextTexts);
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, code: false, codeBlock: false, link: { openOnClick: false } })],
    content: value ?? '',
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        style: 'min-height: 160px; padding: 8px 11px; outline: none; white-space: pre-wrap;',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });

  // A value set from outside (the form's reset or initial values) replaces the document.
  useEffect(() => {
    if (editor.isDestroyed || (value ?? '') === htmlOf(editor)) return;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      focused: e.isFocused,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
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
        <ToolButton label={t('richText.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldOutlined />
        </ToolButton>
        <ToolButton label={t('richText.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicOutlined />
        </ToolButton>
        <ToolButton label={t('richText.underline')} active={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <UnderlineOutlined />
        </ToolButton>
        <ToolButton label={t('richText.strike')} active={state.strike} onClick={() => chain().toggleStrike().run()}>
          <StrikethroughOutlined />
        </ToolButton>
        <ToolButton label={t('richText.heading')} active={state.heading} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <span style={{ fontWeight: 600 }}>H</span>
        </ToolButton>
        <ToolButton label={t('richText.bulletList')} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <UnorderedListOutlined />
        </ToolButton>
        <ToolButton label={t('richText.orderedList')} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          <OrderedListOutlined />
        </ToolButton>
        <ToolButton label={t('richText.quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <span style={{ fontWeight: 600 }}>“</span>
        </ToolButton>
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
