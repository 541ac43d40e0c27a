/** @jsxImportSource theme-ui */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

interface Tool { id: string; label: string; run: (e: Editor) => void; active?: (e: Editor) => boolean }

const TOOLS: Tool[] = [
  { id: 'bold', label: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { id: 'italic', label: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { id: 'underline', label: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { id: 'h2', label: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { id: 'h3', label: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { id: 'bullet', label: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { id: 'ordered', label: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { id: 'quote', label: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { id: 'undo', label: '↶', run: (e) => e.chain().focus().undo().run() },
  { id: 'redo', label: '↷', run: (e) => e.chain().focus().redo().run() },
];

/**
 * Rich text through TipTap (ProseMirror) with the starter kit: headings, bold/italic/underline,
 * lists, quotes and links, nothing the server's allow-list would drop. Emits HTML; the server
 * sanitises it again before storing (never trust the editor).
 */
export function RichEditor({ value, onChange, label, testId }: { value: string; onChange: (html: string) => void; label: string; testId: string }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] } })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'data-testid': testId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? Object.fromEntries(TOOLS.filter((x) => x.active).map((x) => [x.id, x.active!(e)])) : {}),
  }) ?? {};
  const link = () => {
    if (!editor) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('merchant:contents.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', bg: 'background' }}>
      <div role="toolbar" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 1, borderBottom: '1px solid', borderColor: 'border' }}>
        {TOOLS.map((tool) => (
          <button key={tool.id} type="button" aria-label={t(`merchant:contents.tool.${tool.id}`)} title={t(`merchant:contents.tool.${tool.id}`)} aria-pressed={tool.active ? !!active[tool.id] : undefined}
            // The editor keeps its focus and selection when a tool is clicked (the keyboard still activates it).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor && tool.run(editor)}
            sx={{ minWidth: 32, height: 32, border: '1px solid', borderColor: active[tool.id] ? 'primary' : 'transparent', bg: active[tool.id] ? 'muted' : 'transparent', borderRadius: 4, cursor: 'pointer', fontWeight: 'bold', fontFamily: 'body' }}>
            {tool.label}
          </button>
        ))}
        <button type="button" onClick={link} aria-label={t('merchant:contents.tool.link')} title={t('merchant:contents.tool.link')} sx={{ minWidth: 32, height: 32, border: 0, bg: 'transparent', cursor: 'pointer', fontFamily: 'body', fontSize: 1, textDecoration: 'underline' }}>{t('merchant:contents.tool.link')}</button>
      </div>
      <EditorContent editor={editor} sx={{ '& .ProseMirror': { minHeight: 220, p: 3, outline: 'none', lineHeight: 1.7 }, '& .ProseMirror:focus-visible': { boxShadow: 'inset 0 0 0 2px var(--theme-ui-colors-primary)' }, '& h2': { fontSize: 3 }, '& h3': { fontSize: 2 }, '& blockquote': { borderLeft: '4px solid', borderColor: 'border', m: 0, pl: 3 } }} />
    </div>
  );
}
